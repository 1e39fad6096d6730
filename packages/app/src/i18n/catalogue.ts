// Loads a language's words (issue 27): nothing for English (each translator holds its English
// words); for Hindi, lazy chunks merged once: the public pages' words first (what the login page
// needs, within its size budget), and the member screens' words with the member app.
import type { Locale } from '@trellis/contract'
import type { Catalogue } from '@trellis/ui'

/** Which words: the public pages' only, or the member app's too. */
export type CatalogueScope = 'public' | 'member'

const english: Catalogue = {}
const loaded = new Map<string, Promise<Catalogue>>()

async function loadHindiPublic(): Promise<Catalogue> {
  const [contract, ui, app] = await Promise.all([
    import('@trellis/contract/i18n/hi-public'),
    import('@trellis/ui/i18n/hi'),
    import('./hi-public'),
  ])
  return { ...contract.hiPublicMessages, ...ui.uiHindi, ...app.appPublicHindi }
}

async function loadHindiMember(): Promise<Catalogue> {
  const [pub, contract, ui, app] = await Promise.all([
    loadCatalogue('hi', 'public'),
    import('@trellis/contract/i18n/hi'),
    import('@trellis/ui/i18n/hi-member'),
    import('./hi'),
  ])
  const history = Object.entries(contract.hiHistory).map(([id, text]) => [`history.${id}`, text])
  return {
    ...pub,
    ...contract.hiMessages,
    ...Object.fromEntries(history),
    ...ui.uiMemberHindi,
    ...app.appHindi,
  }
}

/** The words of `locale` (the same object every time, so the provider's value stays stable). */
export function loadCatalogue(
  locale: Locale,
  scope: CatalogueScope = 'member',
): Promise<Catalogue> {
  if (locale === 'en') return Promise.resolve(english)
  const key = `${locale}:${scope}`
  let pending = loaded.get(key)
  if (!pending) {
    pending = scope === 'public' ? loadHindiPublic() : loadHindiMember()
    // A failed load (offline, a new build) may be tried again on the next switch.
    pending.catch(() => loaded.delete(key))
    loaded.set(key, pending)
  }
  return pending
}
