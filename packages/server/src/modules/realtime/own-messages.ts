/**
 * The Redis adapter hears its own publishes back (it subscribes to the channels it publishes
 * on) and decodes each whole message before it reads the sender's id first in it and drops it.
 * On the process that stores a chat's messages that was two of its three broadcasts a message,
 * decoded for nothing, with the garbage they leave. Here its own messages are known by their
 * first bytes and answered with the id alone, which the adapter drops as before.
 */
interface Parser {
  encode(msg: unknown): unknown;
  decode(msg: unknown): unknown;
}

export function skipOwnMessages(adapter: { uid: unknown; parser: Parser }): void {
  const uid = String(adapter.uid);
  const bytes = Buffer.from(uid);
  // Only a short string id has the one-byte header assumed below.
  if (bytes.length >= 32) return;
  // MessagePack of [uid, packet, options]: an array of three (0x93), then the id as a short string.
  const prefix = Buffer.concat([Buffer.from([0x93, 0xa0 | bytes.length]), bytes]);
  const parser = adapter.parser;
  adapter.parser = {
    encode: (msg) => parser.encode(msg),
    decode: (msg) =>
      Buffer.isBuffer(msg) && msg.length > prefix.length && msg.subarray(0, prefix.length).equals(prefix) ? [uid] : parser.decode(msg),
  };
}
