// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server.table;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The server's commitment to a rated table's seed, from which the rules deal every hidden hand and the whole
 * draw order. The seed comes from {@link SecureRandom} and nobody learns it while the sector is played; the
 * commitment — SHA-256 of the text {@code <seed>:<salt>}, the seed in decimal and the salt 32 random bytes in
 * lower-case hex — is published from the start, and the seed and salt once the sector is over, so anyone can
 * check that the deal was fixed before the first move. The salt keeps the seed from being found by hashing
 * every candidate: a 64-bit seed alone would not.
 *
 * @param salt 32 random bytes, lower-case hex
 * @param digest SHA-256 of {@code <seed>:<salt>}, lower-case hex
 */
record SeedCommitment(String salt, String digest) {

  /** A fresh salt for {@code seed} and the commitment it makes. */
  static SeedCommitment commit(long seed, SecureRandom random) {
    byte[] salt = new byte[32];
    random.nextBytes(salt);
    return of(seed, HexFormat.of().formatHex(salt));
  }

  /** The commitment {@code seed} and a stored {@code salt} make. */
  static SeedCommitment of(long seed, String salt) {
    return new SeedCommitment(salt, SeatTokens.hash(seed + ":" + salt));
  }

  /**
   * What an update of the table says of its seed: the commitment always, the seed and salt that open it once
   * the sector is {@code over}.
   */
  Map<String, Object> published(long seed, boolean over) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("commitment", digest);
    if (over) {
      // As text: a 64-bit seed does not survive a JavaScript number, and the text is what was hashed.
      out.put("seed", Long.toString(seed));
      out.put("salt", salt);
    }
    return out;
  }
}
