// The pictures' clock: `Date` stands still at the stories' moment, and nothing else about time is
// replaced (frames are painted frames, so a play function that waits for them sees the browser's
// work done).
import { STORY_NOW } from '../../.storybook/fixed-date.ts'
import { expect, test } from './visual-test.ts'

test('Date stands still at the stories’ moment; timers and frames are the browser’s', async ({
  page,
}) => {
  await page.goto('data:text/html,<p>clock</p>')
  const seen = await page.evaluate(async () => {
    const first = Date.now()
    await new Promise((done) => setTimeout(done, 30))
    return {
      first,
      later: Date.now(),
      constructed: new Date().getTime(),
      fromValue: new Date(0).toISOString(),
      parsed: Date.parse('2026-01-02T03:04:05Z'),
      utc: Date.UTC(2026, 0, 2),
      called: typeof Date(),
      isDate: new Date() instanceof Date,
      frame: String(requestAnimationFrame).includes('[native code]'),
      timer: String(setTimeout).includes('[native code]'),
    }
  })
  expect(seen).toEqual({
    first: STORY_NOW.getTime(),
    later: STORY_NOW.getTime(),
    constructed: STORY_NOW.getTime(),
    fromValue: '1970-01-01T00:00:00.000Z',
    parsed: 1767323045000,
    utc: 1767312000000,
    called: 'string',
    isDate: true,
    frame: true,
    timer: true,
  })
})
