// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Seat tokens: 32 random bytes, URL-safe Base64, given to the player once; only their SHA-256 is kept, so the
 * database never holds a token that would let someone take a seat.
 */
final class SeatTokens {
  private final SecureRandom random = new SecureRandom();

  String issue() {
    byte[] bytes = new byte[32];
    random.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  static String hash(String token) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(sha.digest(token.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every Java platform has SHA-256", e);
    }
  }

  // Compare hashes in constant time, so response timing does not reveal how much of a guess was right.
  static boolean matches(String token, String hash) {
    return MessageDigest.isEqual(hash(token).getBytes(StandardCharsets.UTF_8),
        hash.getBytes(StandardCharsets.UTF_8));
  }
}
