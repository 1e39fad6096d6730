// The member's language and the device's (issue 27), agreed once per signed-in member: a choice
// made on the login page of this visit is saved on the member (so mails follow it); otherwise the
// page follows the member's saved language (chosen on another device, say).
import { useEffect } from 'react'
import { useSession, useUpdateUser } from '@trellis/api-client'
import { useLocaleSwitch } from './AppI18n'
import { chosenThisVisit, forgetChosenThisVisit } from './device-locale'

// Screens remount the shell on every navigation; the agreement is made once per member per page.
let agreedFor: string | null = null

/** Agrees the page's language with the signed-in member's. */
export function useMemberLocale(): void {
  const current = useSession()
  const { setLocale } = useLocaleSwitch()
  const { trigger } = useUpdateUser()
  const userId = current?.user.userId
  const saved = current?.user.locale

  useEffect(() => {
    if (!userId || !saved || agreedFor === userId) return
    agreedFor = userId
    const chosen = chosenThisVisit()
    forgetChosenThisVisit()
    if (chosen && chosen !== saved) {
      // A failure leaves the member's mails in the old language; the page keeps the choice.
      void trigger({ locale: chosen }).catch(() => undefined)
    }
    // The member screens' words too (a page that started as the login page has only its own).
    void setLocale(chosen ?? saved, false, 'member').catch(() => undefined)
  }, [userId, saved, setLocale, trigger])
}
