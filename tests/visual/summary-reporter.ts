// The visual run's own output: a dot per test while it runs, then what failed in a few lines (the
// changed pictures by story, theme and width with their changed pixels; stories that threw or
// broke an a11y rule, in full), opted-out stories with their reasons, the timing, and where the
// report is. It also writes that report, tests/visual/report/index.html: the changed pictures
// first, grouped by story, each with a slider and Blink over expected and actual, then its
// expected, actual and diff (reportHtml), a change repeated byte for byte shown once;
// Playwright's full report is in report/playwright/.
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import type {
  FullResult,
  Reporter,
  TestCase,
  TestError,
  TestResult,
} from '@playwright/test/reporter'
import { planShots, type StoryInfo } from './plan.ts'

const reportDir = process.env.VISUAL_REPORT_DIR ?? new URL('./report/', import.meta.url).pathname

/** One picture that differs from its baseline (or has none). */
export interface Change {
  storyId: string
  theme: string
  width: string
  file: string
  /** "133 pixels", "size 360×200 → 360×210, 5,000 pixels", "no baseline". */
  what: string
  /** Images copied into the report folder, relative to it. */
  images: { expected?: string; actual?: string; diff?: string }
  /**
   * The picture listed earlier whose expected and actual images are byte for byte these: the
   * same change, shown once (a component drawn alike at two widths, a token in ten stories).
   */
  sameAs?: string
}

/** A failure that is not a changed picture, with what its failed stories showed (report paths). */
export interface Problem {
  title: string
  message: string
  pictures?: string[]
}

/** Splits `domain-walletcard--default-dark-390.png` into story id, theme and width. */
export function parseShotFile(file: string) {
  const match = /^(.*)-(light|dark)-(\d+)\.png$/.exec(file)
  return match
    ? { storyId: match[1] ?? file, theme: match[2] ?? '', width: match[3] ?? '' }
    : { storyId: file, theme: '', width: '' }
}

/** What a screenshot comparison's error says changed, in a few words; null if it is not one. */
export function describeChange(message: string): { file: string; what: string } | null {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '')
  const file = /Snapshot: (\S+\.png)/.exec(plain)?.[1]
  if (!file) {
    const missing = /A snapshot doesn't exist at (\S+\.png)/.exec(plain)?.[1]
    return missing ? { file: basename(missing), what: 'no baseline' } : null
  }
  const parts: string[] = []
  const size = /Expected an image (\d+)px by (\d+)px, received (\d+)px by (\d+)px/.exec(plain)
  if (size) parts.push(`size ${size[1]}×${size[2]} → ${size[3]}×${size[4]}`)
  const pixels = /(\d+) pixels \(ratio/.exec(plain)
  if (pixels) parts.push(`${Number(pixels[1]).toLocaleString('en-US')} pixels`)
  if (parts.length === 0) parts.push(plain.split('\n')[0]?.slice(0, 160) ?? 'differs')
  return { file, what: parts.join(', ') }
}

function escapeHtml(text: string) {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  )
}

/**
 * The review page: the changed pictures grouped by story (a story's themes and widths together,
 * in one section with one accept command), each with its expected, actual and diff images and,
 * where both exist, a comparison of the two in place: a slider that uncovers the actual picture
 * over the expected one, and Blink, which shows them in turn (a moved line or a changed shade is
 * seen where side-by-side images hide it). Then the other failures and the opted-out stories.
 */
export function reportHtml(r: {
  changes: Change[]
  problems: Problem[]
  skipped: string[]
  compared: number
  stories: number
  /** The previous run's report folder, relative to this one. */
  previous: string
}): string {
  const byStory = new Map<string, Change[]>()
  for (const change of r.changes)
    byStory.set(change.storyId, [...(byStory.get(change.storyId) ?? []), change])
  /** A picture of the report, linked to itself, under its caption. */
  const figure = (caption: string, src: string, alt: string) =>
    `<figure><figcaption>${caption}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${alt}"></a></figure>`
  const img = (change: Change, kind: keyof Change['images']) => {
    const src = change.images[kind]
    return src ? figure(kind, src, kind) : ''
  }
  const compare = (change: Change) => {
    const { expected, actual } = change.images
    if (!expected || !actual) return ''
    return `<figure class="compare"><figcaption>expected ⇄ actual</figcaption>
<div class="stack"><img src="${escapeHtml(expected)}" alt="expected"><img class="actual" src="${escapeHtml(actual)}" alt="actual"></div>
<label>Slide <input type="range" min="0" max="100" value="50" aria-label="How much of the actual picture shows"></label>
<button type="button" class="blink" aria-pressed="false">Blink</button></figure>`
  }
  const picture = (change: Change) =>
    change.sameAs
      ? `<h3>${change.theme} · ${change.width} px: ${escapeHtml(change.what)}</h3>
<p class="same"><code>${escapeHtml(change.file)}</code>: the same pictures as <code>${escapeHtml(change.sameAs)}</code>, shown above</p>`
      : `<h3>${change.theme} · ${change.width} px: ${escapeHtml(change.what)}</h3>
<p><code>${escapeHtml(change.file)}</code></p>
<div class="row">${compare(change)}${img(change, 'expected')}${img(change, 'actual')}${img(change, 'diff')}</div>`
  const section = ([storyId, changes]: [string, Change[]]) =>
    `<section data-story="${escapeHtml(storyId)}"><h2>${escapeHtml(storyId)} (${changes.length} picture${changes.length === 1 ? '' : 's'})</h2>
<p>Accept with <code>pnpm test:visual:update --story ${escapeHtml(storyId)}</code></p>
${changes.map(picture).join('\n')}</section>`
  // A failure that is not a changed picture (a story that threw, an a11y violation): its message
  // and what the story showed when it failed.
  const problem = (p: Problem) =>
    `<h3>${escapeHtml(p.title)}</h3><pre>${escapeHtml(p.message)}</pre>` +
    ((p.pictures ?? []).length > 0
      ? `<div class="row">${(p.pictures ?? []).map((src) => figure('what the story showed', src, 'what the failed story showed')).join('')}</div>`
      : '')
  const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`
  const same = r.changes.filter((change) => change.sameAs).length
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Visual review</title>
<style>body{font:14px system-ui,sans-serif;margin:16px}.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
figure{margin:0}figcaption{font-weight:600}img{max-width:420px;border:1px solid #999;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
.stack{position:relative;width:max-content}.stack .actual{position:absolute;top:0;left:0;clip-path:inset(0 0 0 50%)}
.compare label{display:block}h3{font-size:14px;margin:12px 0 4px}
section{border-top:1px solid #ccc;padding:8px 0}pre{white-space:pre-wrap;background:#f4f4f4;padding:8px}</style>
<h1>Visual review: ${plural(r.changes.length, 'changed picture')} in ${plural(byStory.size, 'story', 'stories')}, ${plural(r.problems.length, 'other failure')}</h1>
${same > 0 ? `<p>${plural(same, 'changed picture')} repeat${same === 1 ? 's' : ''} another's change byte for byte: listed once more, shown once.</p>` : ''}
<p>${r.compared} pictures of ${r.stories} stories compared. Full report (every test and step): <a href="playwright/index.html">playwright/index.html</a>. The run before this one: <a href="${escapeHtml(r.previous)}index.html">${escapeHtml(r.previous)}</a>.</p>
${[...byStory].map(section).join('\n')}
${r.problems.length > 0 ? `<h2>Other failures</h2>${r.problems.map(problem).join('\n')}` : ''}
${r.skipped.length > 0 ? `<h2>Opted out</h2><ul>${r.skipped.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>` : ''}
<script>
for (const figure of document.querySelectorAll('.compare')) {
  const actual = figure.querySelector('.actual')
  const range = figure.querySelector('input')
  const blink = figure.querySelector('.blink')
  let timer
  const slide = () => { actual.style.clipPath = 'inset(0 0 0 ' + range.value + '%)' }
  range.addEventListener('input', slide)
  blink.addEventListener('click', () => {
    if (timer) {
      clearInterval(timer)
      timer = undefined
      actual.style.opacity = ''
      slide()
    } else {
      actual.style.clipPath = 'none'
      timer = setInterval(() => { actual.style.opacity = actual.style.opacity === '0' ? '1' : '0' }, 500)
    }
    blink.setAttribute('aria-pressed', String(Boolean(timer)))
    blink.textContent = timer ? 'Stop' : 'Blink'
  })
}
</script>
</html>\n`
}

/**
 * Writes a test's attachment into the report folder as `name` (its body, else its file); false
 * when it has neither, or its file is gone.
 */
function saveAttachment(a: TestResult['attachments'][number], name: string): boolean {
  const to = join(reportDir, name)
  if (!a.body && !(a.path && existsSync(a.path))) return false
  mkdirSync(dirname(to), { recursive: true })
  if (a.body) writeFileSync(to, a.body)
  else if (a.path) copyFileSync(a.path, to)
  return true
}

export default class SummaryReporter implements Reporter {
  private readonly started = Date.now()
  private readonly stories = new Set<string>()
  private compared = 0
  private failedShots = 0
  private busyMs = 0
  private dots = 0
  private readonly byTheme = { light: { ms: 0, shots: 0 }, dark: { ms: 0, shots: 0 } }
  private readonly changes: Change[] = []
  /** The first changed picture of each pair of expected and actual images (by their bytes). */
  private readonly pictureHashes = new Map<string, string>()
  /** Failures that are not a changed picture: a story that threw, an a11y violation, a bug here. */
  private readonly problems: Problem[] = []
  /** A test's first failure, while its second try runs. */
  private readonly firstFailures = new Map<string, string>()
  /** Tests that failed, then passed on their second try: a race to find, named at the end. */
  private readonly flaky: { title: string; first: string }[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    // Only the final attempt counts (CI tries a failed test once more: playwright.config.ts); a
    // first failure is kept, to be named if the second try passes.
    if (result.retry < test.retries && result.status !== 'passed') {
      const first = result.errors[0]
      this.firstFailures.set(test.id, first ? (this.firstLines(first).split('\n')[0] ?? '') : '')
      return
    }
    if (result.status === 'skipped') return
    if (result.status === 'passed' && this.firstFailures.has(test.id))
      this.flaky.push({ title: test.title, first: this.firstFailures.get(test.id) ?? '' })
    process.stdout.write(result.status === 'passed' ? '.' : 'F')
    if (++this.dots % 80 === 0) process.stdout.write('\n')
    const stories = test.annotations
      .filter((a) => a.type === 'story')
      .map((a) => a.description ?? '')
    const shots = test.annotations
      .filter((a) => a.type === 'screenshot')
      .map((a) => a.description ?? '')
    for (const story of stories) this.stories.add(story)
    this.compared += shots.length
    if (stories.length > 0) {
      this.busyMs += result.duration
      // Per theme: what a picture costs in each (a story pinned to one theme is shot in it only).
      const theme = test.title.endsWith(' dark') ? 'dark' : 'light'
      const sum = this.byTheme[theme]
      sum.ms += result.duration
      sum.shots += shots.length
    }
    if (result.status === 'passed') return
    const failedFiles = new Set<string>()
    for (const error of result.errors) {
      const message = `${error.message ?? ''}${error.value ?? ''}`
      const change = describeChange(message)
      if (change) {
        failedFiles.add(change.file)
        const images = this.copyImages(result, change.file)
        this.changes.push({
          ...parseShotFile(change.file),
          ...change,
          images,
          sameAs: this.firstWithSamePictures(change.file, images),
        })
        continue
      }
      // An error before any picture (the story threw) names the pictures it cost.
      for (const file of shots) if (message.includes(file)) failedFiles.add(file)
      this.problems.push({
        title: test.title,
        message: this.firstLines(error),
        pictures: this.copyFailedStories(result),
      })
    }
    this.failedShots += failedFiles.size > 0 ? failedFiles.size : shots.length
  }

  /** The message and where it was thrown, without Playwright's long call log. */
  private firstLines(error: TestError) {
    // eslint-disable-next-line no-control-regex
    const text = (error.message ?? error.value ?? '').replace(/\u001b\[[0-9;]*m/g, '')
    return text.split('\nCall log:')[0]?.trim().slice(0, 4000) ?? ''
  }

  /** Copies what each failed story of the test showed (stories.spec.ts attaches it) into the report. */
  private copyFailedStories(result: TestResult): string[] {
    const pictures: string[] = []
    for (const [index, a] of result.attachments.entries()) {
      if (!a.name.startsWith('failed-story ') || a.contentType !== 'image/png') continue
      const name = `failures/${a.name.slice('failed-story '.length).replace(/[^\w-]+/g, '-')}-${index}.png`
      if (saveAttachment(a, name)) pictures.push(name)
    }
    return pictures
  }

  /**
   * The first changed picture of the run whose expected and actual images are byte for byte
   * `images`' (undefined for the first, or when either image is missing).
   */
  private firstWithSamePictures(file: string, images: Change['images']): string | undefined {
    if (!images.expected || !images.actual) return undefined
    const hash = createHash('sha256')
    for (const name of [images.expected, images.actual])
      hash.update(readFileSync(join(reportDir, name))).update('\0')
    const key = hash.digest('hex')
    const first = this.pictureHashes.get(key)
    if (first === undefined) this.pictureHashes.set(key, file)
    return first
  }

  /** Copies a changed picture's expected, actual and diff images into the report folder. */
  private copyImages(result: TestResult, file: string): Change['images'] {
    const stem = file.replace(/\.png$/, '')
    const images: Change['images'] = {}
    for (const kind of ['expected', 'actual', 'diff'] as const) {
      const found = result.attachments.find((a) => a.name === `${stem}-${kind}.png` && a.path)
      const name = `changes/${stem}-${kind}.png`
      if (found && saveAttachment(found, name)) images[kind] = name
    }
    return images
  }

  private writeReport(skipped: string[]) {
    mkdirSync(reportDir, { recursive: true })
    const html = reportHtml({
      changes: this.changes,
      problems: this.problems,
      skipped,
      compared: this.compared,
      stories: this.stories.size,
      previous: `../${basename(reportDir.replace(/\/$/, ''))}-previous/`,
    })
    writeFileSync(join(reportDir, 'index.html'), html)
  }

  onEnd(result: FullResult) {
    const wallSeconds = (Date.now() - this.started) / 1000
    const perShot = this.compared > 0 ? wallSeconds / this.compared : 0
    const busyPerShot = this.compared > 0 ? this.busyMs / 1000 / this.compared : 0
    const lines = ['']
    lines.push(
      `Visual: played ${this.stories.size} stories (play function and a11y check) and compared ${this.compared} screenshots` +
        ` (${this.failedShots} failed) in ${wallSeconds.toFixed(1)} s:` +
        ` ${perShot.toFixed(2)} s per screenshot overall, ${busyPerShot.toFixed(2)} s of test time each.`,
    )
    const { light, dark } = this.byTheme
    if (light.shots > 0 && dark.shots > 0) {
      const each = (t: { ms: number; shots: number }) => (t.ms / 1000 / t.shots).toFixed(2)
      lines.push(
        `  test time per screenshot: light ${each(light)} s (${light.shots}), dark ${each(dark)} s (${dark.shots})`,
      )
    }
    const skipped: string[] = []
    const file = process.env.VISUAL_STORIES
    if (file) {
      const plan = planShots(JSON.parse(readFileSync(file, 'utf8')) as StoryInfo[])
      // With --story, only the chosen stories' opt-outs.
      const only = process.env.VISUAL_ONLY
        ? (JSON.parse(process.env.VISUAL_ONLY) as string[])
        : null
      for (const skip of plan.skipped) {
        if (only && !only.includes(skip.storyId)) continue
        skipped.push(`${skip.storyId}: ${skip.reason}`)
        lines.push(`  skipped ${skip.storyId}: ${skip.reason}`)
      }
      for (const bad of plan.invalid) lines.push(`  INVALID ${bad.storyId}: ${bad.problem}`)
    }
    this.writeReport(skipped)
    // What went wrong comes last, where a log read from its end shows it.
    for (const problem of this.problems)
      lines.push(`FAILED ${problem.title}`, `  ${problem.message.replace(/\n/g, '\n  ')}`)
    if (this.changes.length > 0) {
      lines.push(`Changed pictures (${this.changes.length}):`)
      const sorted = [...this.changes].sort((a, b) => a.file.localeCompare(b.file))
      const idWidth = Math.max(...sorted.map((c) => c.storyId.length))
      for (const c of sorted) {
        lines.push(
          `  ${c.storyId.padEnd(idWidth)}  ${c.theme.padEnd(5)}  ${c.width.padStart(4)} px  ${c.what}`,
        )
      }
    }
    // `FLAKY ` at the start of a line: `npm test` repeats these next to its summary.
    for (const { title, first } of this.flaky)
      lines.push(`FLAKY visual ${title}: passed on its second try; the first failed with: ${first}`)
    lines.push(
      `Report (changed pictures first): ${relative(process.cwd(), join(reportDir, 'index.html'))}`,
    )
    if (result.status !== 'passed' && this.changes.length > 0) {
      lines.push(
        'Accept an intended change story by story: `pnpm test:visual:update --story <id>` (docs/visual-review.md).',
      )
    }
    process.stdout.write(lines.join('\n') + '\n')
  }

  printsToStdio() {
    return true
  }
}
