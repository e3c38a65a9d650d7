/** Placeholder: the members work replaces it with the header's profile menu (spec §2). */
export function ProfileMenu() {
  return null;
}
