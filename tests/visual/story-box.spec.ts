// The rule that decides what a picture shows (storyBox in story-page.ts) must never cut off what
// a story drew: dialogs and drawers portalled out of #storybook-root, fixed bars, full-screen
// layouts. For stories of each kind, a full-page picture must show nothing outside the box but
// the page's background.
import { expect, test } from './visual-test.ts'
import { openStory, settle, storyBox, trackRequests } from './story-page.ts'
import { widths, type WidthName } from './plan.ts'

const stories: [string, WidthName][] = [
  ['components-dialog--open', 'desktop'],
  ['components-dialog--mobile', 'phone'],
  ['components-otpdialog--default', 'desktop'],
  ['domain-sidemenu--default', 'desktop'],
  ['domain-sidemenu--mobile', 'small'],
  ['domain-appshell--menu-open', 'phone'],
  ['domain-appshell--desktop', 'desktop'],
  ['domain-appshell--mobile', 'small'],
  ['screens-dashboard--default', 'phone'],
  ['domain-walletcard--default', 'desktop'],
]

test.describe('storyBox', () => {
  test.skip(!process.env.VISUAL_BASE_URL, 'needs the served Storybook of `pnpm test:visual`')
  test.skip(Boolean(process.env.VISUAL_ONLY), 'not part of a --story run')

  for (const [storyId, width] of stories) {
    test(`${storyId} at ${widths[width].width} px: nothing drawn outside the box`, async ({
      page,
    }) => {
      await page.setViewportSize(widths[width])
      await openStory(page, trackRequests(page), storyId, 'light')
      await settle(page)
      const box = await storyBox(page)
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' })
      const outside = await page.evaluate(
        async ({ data, box }) => {
          const image = new Image()
          image.src = `data:image/png;base64,${data}`
          await image.decode()
          const canvas = document.createElement('canvas')
          canvas.width = image.width
          canvas.height = image.height
          const context = canvas.getContext('2d', { willReadFrequently: true })
          if (!context) throw new Error('no canvas')
          context.drawImage(image, 0, 0)
          const { data: pixels } = context.getImageData(0, 0, image.width, image.height)
          const counts = new Map<number, number>()
          for (let y = 0; y < image.height; y++) {
            for (let x = 0; x < image.width; x++) {
              const inside =
                x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height
              if (inside) continue
              const i = (y * image.width + x) * 4
              const colour = (pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!
              counts.set(colour, (counts.get(colour) ?? 0) + 1)
            }
          }
          const sorted = [...counts.values()].sort((a, b) => b - a)
          return { colours: counts.size, notBackground: sorted.slice(1).reduce((a, b) => a + b, 0) }
        },
        { data: shot.toString('base64'), box },
      )
      // Outside the box: one colour (the background) or nothing at all (the box is the page).
      expect(outside.colours, JSON.stringify({ box, ...outside })).toBeLessThanOrEqual(1)
    })
  }
})
