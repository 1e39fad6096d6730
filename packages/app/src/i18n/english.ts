// Every English catalogue of the app, by namespace (issue 27): the catalogue test reads them and
// the Hindi catalogue's type demands one text per id. The screens import their own module only,
// so a screen's words travel with its code (the login page carries only its own).
import { loginEnglish } from '../screens/Login/messages'
import { investEnglish } from '../screens/Invest/messages'
import { profileEnglish } from '../screens/MyProfile/messages'
import { withdrawalEnglish } from '../screens/Withdrawal/messages'
import { commonEnglish } from './common'

/** The catalogues of the public pages (login, sign-up, password reset): their Hindi loads first. */
const publicEnglish = {
  common: commonEnglish,
  login: loginEnglish,
} as const

/** The catalogues of the member's screens: their Hindi loads with the member app. */
const memberEnglish = {
  profile: profileEnglish,
  invest: investEnglish,
  withdrawal: withdrawalEnglish,
} as const

/** The app's English catalogues by namespace (the id prefix); the catalogue test reads them. @internal */
export const appEnglish = { ...publicEnglish, ...memberEnglish } as const

type IdsOf<C> = { [N in keyof C]: `${N & string}.${keyof C[N] & string}` }[keyof C]

/** An id of the public pages' catalogues: `namespace.key`. */
export type PublicMessageId = IdsOf<typeof publicEnglish>
/** An id of the member screens' catalogues. */
export type MemberMessageId = IdsOf<typeof memberEnglish>
