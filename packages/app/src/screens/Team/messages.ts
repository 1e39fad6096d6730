// The team screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the team screen. */
export const teamEnglish = {
  title: 'Team',
  statistics: 'Team statistics',
  theFigures: 'your team figures',
  teamMembers: 'Team members',
  directMembers: 'Direct members',
  withoutInvestment: 'Members without investment',
  business: 'Team business',
  views: 'Team views',
  direct: 'My direct team',
  levelView: 'Level view',
  downline: 'Downline',
  treeView: 'Tree view',
  trendTitle: 'New members, last 12 weeks',
  trendSummary: '{count, plural, one {# new member} other {# new members}} in 12 weeks',
  trendWeek: 'Week of',
  trendMembers: 'New members',
  theTrend: 'your team by week',
  retry: 'Retry',
} as const

/** `t(id, values)` over the team screen's words. */
export const useTeamT = createTranslator('team', teamEnglish)
