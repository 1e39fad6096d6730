// What the visual run says of an a11y violation: the element by its selector and its words, and a
// contrast failure's ratio, its minimum and its two colours (axe's own data).
import { expect, test } from '@playwright/test'
import { describeViolation } from './a11y-message.ts'

test('names each element with its words, and a contrast failure with its ratio and colours', () => {
  expect(
    describeViolation({
      id: 'color-contrast',
      impact: 'serious',
      help: 'Elements must meet minimum color contrast ratio thresholds',
      nodes: [
        {
          target: ['.sc-bdnzMm'],
          html: '<span class="sc-bdnzMm">Pending&nbsp;<b>review</b></span>',
          any: [
            {
              id: 'color-contrast',
              data: {
                fgColor: '#b45309',
                bgColor: '#fef3c7',
                contrastRatio: 4.31,
                expectedContrastRatio: '4.5:1',
              },
            },
          ],
        },
      ],
    }),
  ).toBe(
    'a11y violation color-contrast (serious): Elements must meet minimum color contrast ratio thresholds — ' +
      '.sc-bdnzMm "Pending review", ratio 4.31:1 (needs 4.5:1), #b45309 on #fef3c7',
  )
})

test('says an element without words by its selector alone, and cuts long words', () => {
  const said = describeViolation({
    id: 'button-name',
    help: 'Buttons must have discernible text',
    nodes: [
      { target: ['#root', 'button.icon'], html: '<button class="icon"><svg></svg></button>' },
      { target: ['p'], html: `<p>${'word '.repeat(30)}</p>` },
    ],
  })
  expect(said).toMatch(
    /^a11y violation button-name \(no impact\): Buttons must have discernible text — #root button\.icon, p "word word/,
  )
  expect(said).toMatch(/…"$/)
  expect(said.length).toBeLessThan(200)
})
