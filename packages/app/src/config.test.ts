// Configuration: the notice's localStorage override, the referral link, safe defaults.
import { describe, expect, it } from 'vitest'
import { DEFAULT_NOTICE } from '@trellis/contract'
import {
  NOTICE_STORAGE_KEY,
  SAMPLE_DEPOSIT_ADDRESS,
  appConfig,
  noticeText,
  referralLink,
} from './config'

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === NOTICE_STORAGE_KEY ? value : null),
})

describe('config', () => {
  it('uses the stored notice when one is set', () => {
    expect(noticeText(storage('Maintenance tonight at 22:00'))).toBe('Maintenance tonight at 22:00')
  })
  it('falls back to the default notice when none (or only blanks) is stored', () => {
    expect(noticeText(storage(null))).toBe(DEFAULT_NOTICE)
    expect(noticeText(storage('   '))).toBe(DEFAULT_NOTICE)
    expect(noticeText(undefined)).toBe(DEFAULT_NOTICE)
  })
  it('falls back when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(noticeText(broken)).toBe(DEFAULT_NOTICE)
  })
  it('builds the referral link to the sign-up route', () => {
    expect(referralLink('BCH1000001', 'https://trellis.example')).toBe(
      'https://trellis.example/login/BCH1000001',
    )
  })
  it('marks the sample deposit address when none is configured', () => {
    expect(appConfig.isSampleDepositAddress).toBe(true)
    expect(appConfig.depositAddress).toBe(SAMPLE_DEPOSIT_ADDRESS)
    expect(appConfig.supportUrl).toMatch(/^https:\/\//)
  })
})
