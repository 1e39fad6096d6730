// The dashboard's banners: product messages, no figures.
import type { BannerSlide, Translate } from '@trellis/ui'
import type { DashboardMessageId } from './messages'

/** Slides of the dashboard carousel, in the page's language. */
export function dashboardBanners(t: Translate<DashboardMessageId>): BannerSlide[] {
  return [
    { id: 'grow', title: t('bannerGrowTitle'), text: t('bannerGrowText') },
    { id: 'invest', title: t('bannerInvestTitle'), text: t('bannerInvestText') },
    { id: 'secure', title: t('bannerSecureTitle'), text: t('bannerSecureText') },
  ]
}
