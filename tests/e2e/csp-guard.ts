// Every e2e test fails on any Content-Security-Policy violation: the server sends a strict CSP
// (packages/server/src/http/security-headers.ts), and a style or script it blocks would leave a
// screen unstyled or dead without any other test noticing. Two ears, because either can miss:
// the page's `securitypolicyviolation` events, and Chromium's console report of each refusal.
import type { BrowserContext } from '@playwright/test'

const BINDING = '__trellisCspViolation'

/** Runs in every page and frame before its own scripts: reports each violation to the test. */
function listenForViolations(binding: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || location.pathname}:${event.lineNumber} (${event.sample || 'no sample'})`
    const send = (window as unknown as Record<string, ((text: string) => void) | undefined>)[
      binding
    ]
    send?.(report)
  })
}

const consoleSaysCsp =
  /Content[- ]Security[- ]Policy|Refused to (apply|execute|load|connect|frame)/i

/**
 * Collects every CSP violation in `context` (all its pages, across navigations) into the array
 * it returns; the caller asserts it is empty when the test ends, and may drain it in between.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding(BINDING, (_source, report: string) => {
    violations.push(report)
  })
  await context.addInitScript(listenForViolations, BINDING)
  context.on('console', (message) => {
    if (consoleSaysCsp.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  return violations
}
