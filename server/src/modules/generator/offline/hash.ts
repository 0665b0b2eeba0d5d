/** FNV-1a, 32 bits: a fast, stable hash for seeding deterministic choices (no Math.random). */
export function hash32(text: string, seed = 0x811c9dc5): number {
  let value = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value >>> 0;
}

/** A number in [0, 1) that depends only on the two keys. */
export function unitHash(seed: number, key: string): number {
  return hash32(key, seed) / 0x1_0000_0000;
}
