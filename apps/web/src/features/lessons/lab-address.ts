const LAB_FOLDER = /^(\/courses\/[^/]+\/lessons\/[^/]+|\/guides\/[^/]+)(?:\/.*)?$/;

/** Spec section 7: the lab call takes the page address trimmed to the lab folder. */
export function labFolder(pathname: string): string | null {
  return LAB_FOLDER.exec(pathname)?.[1] ?? null;
}
