// @vitest-environment jsdom
// A prerendered form comes alive (hydration.ts): what the member typed before the page was live
// reaches React, even when React draws the form again before it has been handed the fields. In
// Chromium that happens when the member moves on to the next field while React hydrates: the
// field blurs, the form re-renders with its empty state, and React writes '' into the field the
// member had filled (the factors e2e spec lost its user id this way, 4 times in 90 tries).
import { useLayoutEffect, useState } from 'react'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it } from 'vitest'
import { rememberTyped, takeTypedFields } from './hydration'

/** A controlled field, drawn a second time right after its first commit (a layout effect). */
function Form() {
  const [value, setValue] = useState('')
  const [drawn, setDrawn] = useState(0)
  useLayoutEffect(() => setDrawn((n) => n + 1), [])
  return (
    <form data-drawn={drawn}>
      <input name="userId" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </form>
  )
}

/** The page's own: the fields go to React in a microtask after the hydration's commit. */
function Live({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => queueMicrotask(() => takeTypedFields(root)), [root])
  return null
}

function type(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

let hydrated: Root | undefined
afterEach(() => {
  act(() => hydrated?.unmount())
  document.body.innerHTML = ''
})

it('a field typed before the page is live reaches React though a re-render emptied it first', async () => {
  const root = document.createElement('div')
  document.body.append(root)
  root.innerHTML = renderToString(
    <>
      <Form />
      <Live root={root} />
    </>,
  )
  const field = root.querySelector('input') as HTMLInputElement
  // Typed before the app's script runs, then more while it starts.
  type(field, 'BCH')
  rememberTyped(root)
  type(field, 'BCH0000001')
  await act(async () => {
    hydrated = hydrateRoot(
      root,
      <>
        <Form />
        <Live root={root} />
      </>,
    )
  })
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve))
  })
  expect(root.querySelector('form')?.dataset.drawn).not.toBe('0')
  expect(field.value).toBe('BCH0000001')
  expect(root.querySelector('output')?.textContent).toBe('BCH0000001')
  expect(root.hasAttribute('data-hydrated')).toBe(true)
})
