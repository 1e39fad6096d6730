// The summary's short list reads Playwright's comparison errors: the picture, and how much changed.
import { expect, test } from '@playwright/test'
import { describeChange, parseShotFile } from './summary-reporter.ts'

test('names the picture and its changed pixels', () => {
  const message =
    'Error: expect(page).toHaveScreenshot(expected) failed\n\n  133 pixels (ratio 0.01 of all image pixels) are different.\n\n  Snapshot: domain-walletcard--default-light-390.png\n\nCall log:\n  - waiting'
  expect(describeChange(message)).toEqual({
    file: 'domain-walletcard--default-light-390.png',
    what: '133 pixels',
  })
  expect(parseShotFile('domain-walletcard--default-light-390.png')).toEqual({
    storyId: 'domain-walletcard--default',
    theme: 'light',
    width: '390',
  })
})

test('says when the size changed, and when there is no baseline', () => {
  const resized =
    'Expected an image 392px by 145px, received 392px by 160px. 5880 pixels (ratio 0.09 of all image pixels) are different.\n  Snapshot: a--b-dark-1280.png'
  expect(describeChange(resized)?.what).toBe('size 392×145 → 392×160, 5,880 pixels')
  expect(
    describeChange(
      "A snapshot doesn't exist at /x/__screenshots__/a--b-dark-320.png, writing actual.",
    ),
  ).toEqual({ file: 'a--b-dark-320.png', what: 'no baseline' })
  expect(describeChange('story a--b ended in phase errored')).toBeNull()
})
