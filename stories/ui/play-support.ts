// Helpers for the play functions of the component stories.

/**
 * Resolves after two painted frames: long enough for the browser to have moved focus off an
 * element that became disabled, so a play function can check that focus stayed.
 */
export function afterTwoFrames(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())))
}
