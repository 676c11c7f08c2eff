/** Pure: whether a model server address is empty (the default) or an http(s) URL with a host. */
export function isModelServerAddress(value: string): boolean {
  const v = value.trim();
  if (v === '') return true;
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
