/*
 * This phone as a door: a device id chosen once (syncCheckins records it with every scan) and the gate name
 * the staff set (remembered; printed on every scan and shown in another door's duplicate verdict).
 */
const DEVICE_KEY = 'door.deviceId';
const GATE_KEY = 'door.gate';
export const DEFAULT_GATE = 'Main gate';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full store: the value lasts for the page.
  }
}

let deviceId: string | null = null;

/** The device's id: `door-` and 20 random hex characters, made on first use. */
export function doorDeviceId(): string {
  deviceId ??= read(DEVICE_KEY);
  if (!deviceId) {
    deviceId = `door-${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
    write(DEVICE_KEY, deviceId);
  }
  return deviceId;
}

export const readGate = () => read(GATE_KEY)?.trim() || DEFAULT_GATE;
export const saveGate = (gate: string) => write(GATE_KEY, gate.trim().slice(0, 60) || DEFAULT_GATE);

/** What a membership card QR does at this door now: checked, or given a stamp (for the page's life). */
let cardMode: 'verify' | 'stamp' = 'verify';
export const readCardMode = () => cardMode;
export const setCardModeNow = (mode: 'verify' | 'stamp') => {
  cardMode = mode;
};
