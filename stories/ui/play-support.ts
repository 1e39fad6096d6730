// Helpers for the play functions of the component stories.

/**
 * Resolves after two painted frames: long enough for the browser to have moved focus off an
 * element that became disabled, so a play function can check that focus stayed.
 */
export function afterTwoFrames(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())))
}

/**
 * Resolves once the browser has delivered the resize observations of the frame in which `el` is
 * next laid out. Start it right after changing a size: the component's own ResizeObserver, made
 * before this one, has been called by then, whatever the frame rate of a busy machine.
 */
export function afterResizeObservers(el: Element): Promise<void> {
  return new Promise((done) => {
    const observer = new ResizeObserver(() => {
      observer.disconnect()
      // After the callbacks of the other observers of this delivery.
      queueMicrotask(done)
    })
    observer.observe(el)
  })
}
