/**
 * This browser as a device of an attempt (decision 019): an id made once, and a count of the answers
 * it gave, so that the server never lets an earlier answer of this device overwrite a later one.
 * Both live in localStorage; without it (a locked-down browser) they live as long as the page, and
 * the page is then a new device each time it loads.
 */
const DEVICE_KEY = 'putt.survey.device';
const SEQ_KEY = 'putt.survey.seq';

const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
}

function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

export function deviceId(): string {
  const known = read(DEVICE_KEY);
  if (known) return known;
  const id = newDeviceId();
  write(DEVICE_KEY, id);
  return id;
}

/** The next sequence number of this device (1, 2, …), counted across its tabs and reloads. */
export function nextSeq(): number {
  const next = (Number(read(SEQ_KEY)) || 0) + 1;
  write(SEQ_KEY, String(next));
  return next;
}
