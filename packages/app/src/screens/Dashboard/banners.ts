// The dashboard's banners: product messages, no figures.
import type { BannerSlide } from '@trellis/ui'

/** Slides of the dashboard carousel. */
export const dashboardBanners: BannerSlide[] = [
  { id: 'grow', title: 'Grow with your team', text: 'Invite members with your referral link.' },
  { id: 'invest', title: 'Invest in a plan', text: 'Choose a plan and track every return.' },
  { id: 'secure', title: 'Keep your account safe', text: 'Set your transaction password in KYC.' },
]
