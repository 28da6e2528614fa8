// SPDX-FileCopyrightText: 2026 IWGF
// SPDX-License-Identifier: Apache-2.0
package org.iwgf.warp.server;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * A WebSocket client written on a bare socket, for what the JDK's client will not do: read only when told to
 * (so that a test can be a client that never reads), send binary frames, and report the close status.
 */
final class RawSocket implements AutoCloseable {
  private final Socket socket;
  private final OutputStream out;
  private final DataInputStream in;

  /** A frame from the server: its opcode and payload. */
  record Frame(int opcode, byte[] payload) {
    String text() {
      return new String(payload, StandardCharsets.UTF_8);
    }

    /** The close status of a close frame. */
    int status() {
      return ((payload[0] & 0xFF) << 8) | (payload[1] & 0xFF);
    }
  }

  private RawSocket(Socket socket) throws IOException {
    this.socket = socket;
    this.out = socket.getOutputStream();
    this.in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
  }

  /**
   * Connects to {@code path} (with its query) and completes the handshake; {@code receiveBuffer} bytes of
   * socket buffer, so that a client that does not read soon holds the server up.
   */
  static RawSocket connect(int port, String path, int receiveBuffer) throws IOException {
    Socket socket = new Socket();
    socket.setReceiveBufferSize(receiveBuffer);
    socket.connect(new InetSocketAddress("127.0.0.1", port), 5_000);
    socket.setSoTimeout(10_000);
    RawSocket raw = new RawSocket(socket);
    raw.out.write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nUpgrade: websocket\r\n"
        + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        .getBytes(StandardCharsets.US_ASCII));
    raw.out.flush();
    String head = raw.head();
    if (!head.startsWith("HTTP/1.1 101")) {
      throw new IOException("No upgrade: " + head);
    }
    return raw;
  }

  private String head() throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
      int b = in.read();
      if (b < 0) {
        throw new IOException("Closed during the handshake");
      }
      head.write(b);
    }
    return head.toString(StandardCharsets.US_ASCII);
  }

  void sendText(String text) throws IOException {
    send(0x1, text.getBytes(StandardCharsets.UTF_8));
  }

  void sendBinary(byte[] data) throws IOException {
    send(0x2, data);
  }

  // A client's frame is masked (RFC 6455 5.3); the mask is all zero, which leaves the payload as it is.
  private void send(int opcode, byte[] payload) throws IOException {
    ByteArrayOutputStream frame = new ByteArrayOutputStream();
    frame.write(0x80 | opcode);
    if (payload.length < 126) {
      frame.write(0x80 | payload.length);
    } else {
      frame.write(0x80 | 126);
      frame.write(payload.length >>> 8);
      frame.write(payload.length & 0xFF);
    }
    frame.write(new byte[4]);
    frame.write(payload);
    out.write(frame.toByteArray());
    out.flush();
  }

  /** The next frame, or empty when the server closed the socket or cut it (then a frame may end half read). */
  Optional<Frame> next() {
    try {
      int first = in.read();
      if (first < 0) {
        return Optional.empty();
      }
      int second = in.readUnsignedByte();
      long length = second & 0x7F;
      if (length == 126) {
        length = in.readUnsignedShort();
      } else if (length == 127) {
        length = in.readLong();
      }
      byte[] payload = new byte[Math.toIntExact(length)];
      in.readFully(payload);
      return Optional.of(new Frame(first & 0x0F, payload));
    } catch (IOException cut) {
      return Optional.empty();
    }
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
