// The rules of planShots, without a browser: which stories, widths and opt-outs.
import { expect, test } from '@playwright/test'
import { planShots, repeatedPictures, type StoryInfo } from './plan.ts'

const story = (id: string, visual: unknown = null, tags = ['dev', 'test']): StoryInfo => ({
  id,
  title: 'T',
  name: id,
  tags,
  visual,
})

test.describe('planShots', () => {
  test('takes every story in both themes at both widths', () => {
    const plan = planShots([story('a--one')])
    // Rendered at the story tests' default (desktop) width first, then resized to the phone.
    expect(plan.shots.map((s) => s.file)).toEqual([
      'a--one-light-1280.png',
      'a--one-light-390.png',
      'a--one-dark-1280.png',
      'a--one-dark-390.png',
    ])
    expect(plan.invalid).toEqual([])
  })

  test('renders a phone story at the phone width first', () => {
    const plan = planShots([{ ...story('a--phone'), renderWidth: 'phone' }])
    expect(plan.shots.map((s) => s.file)).toEqual([
      'a--phone-light-390.png',
      'a--phone-light-1280.png',
      'a--phone-dark-390.png',
      'a--phone-dark-1280.png',
    ])
  })

  test('shoots a story pinned to a theme in that theme only', () => {
    const plan = planShots([{ ...story('a--dark'), theme: 'dark' }])
    expect(plan.shots.map((s) => s.file)).toEqual(['a--dark-dark-1280.png', 'a--dark-dark-390.png'])
  })

  test('shoots a story that sets its own viewport at that width only', () => {
    const plan = planShots([
      { ...story('a--phone'), renderWidth: 'phone', ownViewport: true },
      { ...story('a--small'), renderWidth: 'small', ownViewport: true },
    ])
    expect(plan.shots.map((s) => s.file)).toEqual([
      'a--phone-light-390.png',
      'a--phone-dark-390.png',
      'a--small-light-320.png',
      'a--small-dark-320.png',
    ])
  })

  test('a story with its own viewport still gets the widths its visual parameter lists', () => {
    const plan = planShots([
      {
        ...story('a--both', { widths: ['small', 'desktop'] }),
        renderWidth: 'small',
        ownViewport: true,
        theme: 'light',
      },
    ])
    expect(plan.shots.map((s) => s.file)).toEqual([
      'a--both-light-320.png',
      'a--both-light-1280.png',
    ])
  })

  test('limits widths when the story says so', () => {
    const plan = planShots([story('a--wide', { widths: ['desktop'] })])
    expect(plan.shots.map((s) => s.file)).toEqual([
      'a--wide-light-1280.png',
      'a--wide-dark-1280.png',
    ])
  })

  test('skips a story with a written reason and reports it', () => {
    const plan = planShots([story('a--qr', { skip: 'live QR animation' })])
    expect(plan.shots).toEqual([])
    expect(plan.skipped).toEqual([{ storyId: 'a--qr', reason: 'live QR animation' }])
  })

  for (const bad of [
    { skip: true },
    { skip: '' },
    { skip: '  ' },
    { widths: ['tablet'] },
    { width: ['phone'] },
    { widths: [] },
    'phone',
  ]) {
    test(`refuses parameters.visual = ${JSON.stringify(bad)}`, () => {
      const plan = planShots([story('a--bad', bad)])
      expect(plan.shots).toEqual([])
      expect(plan.invalid).toHaveLength(1)
      expect(plan.invalid[0]?.storyId).toBe('a--bad')
    })
  }

  test('leaves out stories without the test tag', () => {
    const plan = planShots([story('a--no', null, ['dev', '!test']), story('a--no2', null, ['dev'])])
    expect(plan.shots).toEqual([])
    expect(plan.renders).toEqual([])
    expect(plan.skipped.map((s) => s.storyId)).toEqual(['a--no', 'a--no2'])
  })

  test('renders every shot story once per theme, at its first width, with its pictures', () => {
    const plan = planShots([{ ...story('a--phone'), renderWidth: 'phone' }])
    expect(
      plan.renders.map((r) => [r.storyId, r.theme, r.width, r.shots.map((s) => s.file)]),
    ).toEqual([
      ['a--phone', 'light', 'phone', ['a--phone-light-390.png', 'a--phone-light-1280.png']],
      ['a--phone', 'dark', 'phone', ['a--phone-dark-390.png', 'a--phone-dark-1280.png']],
    ])
  })

  test('still renders and plays a story left out of the pictures, once, as the story tests do', () => {
    const plan = planShots([
      { ...story('a--copied', { skip: 'the Copied label lasts 2 s' }), renderWidth: 'phone' },
      story('a--docs', null, ['dev', 'test', 'docs']),
      { ...story('a--dark-only', { skip: 'live QR' }), theme: 'dark' },
      story('a--paused-on-hover', null, ['dev', 'test', 'check']),
    ])
    expect(plan.shots).toEqual([])
    expect(plan.renders.map((r) => [r.storyId, r.theme, r.width, r.shots.length])).toEqual([
      ['a--copied', 'light', 'phone', 0],
      ['a--docs', 'light', 'desktop', 0],
      ['a--dark-only', 'dark', 'desktop', 0],
      ['a--paused-on-hover', 'light', 'desktop', 0],
    ])
    expect(plan.skipped.at(-1)?.reason).toMatch(/tagged 'check'/)
  })

  test('a story that only pins a theme or a viewport to another of its file takes no pictures of its own', () => {
    const base = { ...story('a--default'), content: 'same' }
    const plan = planShots([
      base,
      // Docs' dark and phone previews of Default: Default's dark and 390 px pictures already.
      { ...story('a--dark'), content: 'same', theme: 'dark' },
      { ...story('a--mobile'), content: 'same', ownViewport: true, renderWidth: 'phone' },
    ])
    expect(plan.shots.map((s) => s.file)).toEqual([
      'a--default-light-1280.png',
      'a--default-light-390.png',
      'a--default-dark-1280.png',
      'a--default-dark-390.png',
    ])
    // Still rendered and played, once, where their story tests render them.
    expect(plan.renders.map((r) => [r.storyId, r.theme, r.width, r.shots.length])).toEqual([
      ['a--default', 'light', 'desktop', 2],
      ['a--default', 'dark', 'desktop', 2],
      ['a--dark', 'dark', 'desktop', 0],
      ['a--mobile', 'light', 'phone', 0],
    ])
    expect(plan.skipped.map((s) => s.reason)).toEqual([
      "its pictures are a--default's (the same story; it only pins the dark theme)",
      "its pictures are a--default's (the same story; it only pins the phone viewport)",
    ])
  })

  test('keeps the pictures of a pinned story that differs, or that no other story shoots', () => {
    const plan = planShots([
      { ...story('a--default'), content: 'same' },
      // Its own args, play function or decorators: another content.
      { ...story('a--dark-open'), content: 'other', theme: 'dark' },
      // A 320 px picture Default does not take.
      { ...story('a--small'), content: 'same', ownViewport: true, renderWidth: 'small' },
      // The same content in another file is another component's story.
      { ...story('b--dark'), title: 'B', content: 'same', theme: 'dark' },
      // A base that is itself pinned does not answer for the other pins.
      { ...story('c--mobile'), title: 'C', content: 'c', ownViewport: true, renderWidth: 'phone' },
      {
        ...story('c--mobile-dark'),
        title: 'C',
        content: 'c',
        theme: 'dark',
        ownViewport: true,
        renderWidth: 'phone',
      },
    ])
    expect(plan.skipped).toEqual([])
    expect(plan.shots.map((s) => s.file)).toEqual(
      expect.arrayContaining([
        'a--dark-open-dark-1280.png',
        'a--small-light-320.png',
        'b--dark-dark-390.png',
        'c--mobile-dark-dark-390.png',
      ]),
    )
  })

  test('a story that failed to load is a failure, not a skip', () => {
    const plan = planShots([story('a--broken', { loadError: 'SyntaxError' })])
    expect(plan.invalid[0]?.problem).toContain('SyntaxError')
  })
})

test.describe('repeatedPictures', () => {
  const shot = (storyId: string, name: string, theme: 'light' | 'dark', width: 390 | 1280) => ({
    storyId,
    title: 'T',
    name,
    theme,
    width: width === 390 ? ('phone' as const) : ('desktop' as const),
    file: `${storyId}-${theme}-${width}.png`,
  })

  test('finds a story whose picture is the same at two widths', () => {
    const shots = [shot('b--one', 'One', 'light', 1280), shot('b--one', 'One', 'light', 390)]
    const found = repeatedPictures(shots, () => 'same')
    expect(found.within.map((p) => [p.first.file, p.second.file])).toEqual([
      ['b--one-light-1280.png', 'b--one-light-390.png'],
    ])
    expect(found.across).toEqual([])
  })

  test('finds two differently named states that draw the same picture', () => {
    const shots = [
      shot('b--default', 'Default', 'dark', 390),
      shot('b--paused', 'Paused', 'dark', 390),
    ]
    const found = repeatedPictures(shots, () => 'same')
    expect(found.across.map((p) => [p.first.storyId, p.second.storyId])).toEqual([
      ['b--default', 'b--paused'],
    ])
  })

  test('lets stories of the same name share a picture, and ignores different bytes', () => {
    const shots = [
      shot('list--empty', 'Empty', 'light', 390),
      shot('emptystate--empty', 'Empty', 'light', 390),
      shot('b--one', 'One', 'light', 390),
      shot('b--two', 'Two', 'light', 390),
    ]
    const hashes: Record<string, string> = {
      'b--one-light-390.png': 'x',
      'b--two-light-390.png': 'y',
    }
    const found = repeatedPictures(shots, (file) => hashes[file] ?? 'empty')
    expect(found).toEqual({ within: [], across: [] })
  })

  test('a picture without a baseline repeats nothing', () => {
    const shots = [shot('b--one', 'One', 'light', 390), shot('b--two', 'Two', 'light', 390)]
    expect(repeatedPictures(shots, () => undefined)).toEqual({ within: [], across: [] })
  })
})
