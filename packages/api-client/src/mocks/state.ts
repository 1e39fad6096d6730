// Handlers that put one call in one state, for stories: loading, empty, error, validation, slow.
// Put them before the default handlers (MSW uses the first match).
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import {
  calls,
  DEFAULT_DEPOSIT_CONFIRMATIONS,
  EARNING_TREND_DAYS,
  TEAM_TREND_WEEKS,
  fillTrend,
  lastDays,
  lastWeeks,
  DEPOSIT_NETWORK,
  factorMessages,
  fallbacks,
  messages,
  serverMessages,
  PAGE_SIZE,
  type CallName,
  type TreeNode,
} from '@trellis/contract'
import { buildMember, FIXTURE_NOW, MEMBER_ID } from './fixtures'
import { failure, mockUrl, resolve, resolvers } from './handlers'

export type MockStateName = 'loading' | 'empty' | 'error' | 'validation' | 'slow'

export interface MockStateOptions {
  /** The message of an error or validation answer. */
  message?: string
  /** How long 'slow' waits before the world answers (default 1500 ms). */
  delayMs?: number
  /** Answers in the state once, then lets the world answer (a Retry that works). */
  once?: boolean
}

/**
 * The requests a 'loading' handler holds on purpose (never answered), as `METHOD url`, on
 * `globalThis.__mockHeldRequests`. A harness waiting for the network to go quiet (the visual
 * tests) counts these as settled: a Loading story's picture is its placeholder, and nothing more
 * is coming. Anyone may empty the list before the next story.
 */
export const HELD_REQUESTS_KEY = '__mockHeldRequests'

function noteHeld(request: Request) {
  const scope = globalThis as { [HELD_REQUESTS_KEY]?: string[] }
  ;(scope[HELD_REQUESTS_KEY] ??= []).push(`${request.method} ${request.url}`)
}

/** A spec message suited to each call's validation failure. */
export const validationMessages: Record<CallName, string> = {
  checkUser: messages.sponsorNotFound,
  login: messages.loginRequired,
  register: messages.passwordRule,
  getUser: serverMessages.unauthorized,
  updateUser: serverMessages.usdtAddressInvalid,
  logout: serverMessages.unauthorized,
  changePassword: messages.passwordsDoNotMatch,
  forgotPassword: messages.loginRequired,
  resetPassword: serverMessages.resetInvalid,
  loginFactor: factorMessages.codeFormat,
  getFactors: serverMessages.malformedBody,
  totpStart: serverMessages.currentPasswordWrong,
  totpConfirm: factorMessages.codeFormat,
  totpRemove: factorMessages.stepUpRequired,
  recoveryCodesRenew: factorMessages.stepUpRequired,
  stepUp: factorMessages.codeFormat,
  passkeyRegisterOptions: serverMessages.currentPasswordWrong,
  passkeyRegister: factorMessages.passkeyFailed,
  getPasskeys: serverMessages.malformedBody,
  passkeyRemove: factorMessages.stepUpRequired,
  passkeyLoginOptions: serverMessages.malformedBody,
  passkeyLogin: factorMessages.passkeyFailed,
  passkeyStepUpOptions: factorMessages.noFactor,
  passkeyStepUp: factorMessages.passkeyFailed,
  getSessions: serverMessages.malformedBody,
  endSession: factorMessages.sessionNotFound,
  endOtherSessions: serverMessages.malformedBody,
  sendMail: serverMessages.otpRateLimited,
  withdrawalRequest: messages.withdrawExceedsWallet,
  withdrawalHistory: serverMessages.malformedBody,
  depositRequest: messages.depositMinimum,
  depositHistory: serverMessages.malformedBody,
  chainDeposits: serverMessages.malformedBody,
  bonusHistory: serverMessages.malformedBody,
  bonusRequest: serverMessages.noBonus,
  getPlan: serverMessages.malformedBody,
  investmentHistory: serverMessages.malformedBody,
  investNow: messages.investMultiple,
  getTeamData: serverMessages.malformedBody,
  myReferral: serverMessages.malformedBody,
  levelView: serverMessages.malformedBody,
  levelUsers: serverMessages.malformedBody,
  downLine: serverMessages.malformedBody,
  treeView: serverMessages.outsideDownline,
  allWalletTrans: serverMessages.malformedBody,
  walletHistory: serverMessages.malformedBody,
  earningDash: serverMessages.malformedBody,
  levelEarning: serverMessages.malformedBody,
  statement: serverMessages.statementRange,
  inbox: serverMessages.malformedBody,
  earningTrend: serverMessages.unauthorized,
  teamTrend: serverMessages.unauthorized,
  inboxUnread: serverMessages.unauthorized,
  inboxSeen: serverMessages.malformedBody,
  mailSettings: serverMessages.unauthorized,
  updateMailSettings: serverMessages.malformedBody,
  transferToUser: messages.lowIncomeWallet,
  transferToSelf: messages.lowWallet,
  activeNow: serverMessages.alreadyActive,
  joinPool: messages.notLoggedIn,
}

const emptyTree: TreeNode = {
  userId: MEMBER_ID,
  firstName: 'Asha',
  lastName: 'Verma',
  createdAt: '2025-06-01T09:30:00.000Z',
  totalInvestment: 0,
  isActive: false,
  directCount: 0,
  teamCount: 0,
  children: [],
  hiddenChildren: 0,
}

/** The answer of a read with nothing in it: empty lists, zero totals, a member with no money. */
export function emptyAnswer(name: CallName): unknown {
  if (calls[name].paged)
    return {
      status: true,
      success: true,
      data: [],
      page: 1,
      pageSize: PAGE_SIZE,
      total: 0,
      hasMore: false,
    }
  switch (name) {
    case 'getUser':
      return {
        status: true,
        data: buildMember({
          wallet: 0,
          packageWallet: 0,
          bonusWallet: 0,
          poolCount: 0,
          poolWallet: 0,
          pot4Count: 0,
          pot4Wallet: 0,
        }),
      }
    case 'getTeamData':
      return {
        status: true,
        data: {
          totalTeamMembers: 0,
          direct: [],
          zeroInvestmentTeamMembers: 0,
          teamBusiness: 0,
          directCount: 0,
        },
      }
    case 'earningDash':
      return { status: true, data: [0, 0, 0, 0] }
    case 'chainDeposits':
      return {
        status: true,
        data: {
          address: buildMember().depositAddress,
          network: DEPOSIT_NETWORK,
          confirmationsNeeded: DEFAULT_DEPOSIT_CONFIRMATIONS,
          chain: 'ok',
          arrivals: [],
        },
      }
    case 'treeView':
      return { status: true, data: emptyTree }
    case 'earningTrend':
      return {
        status: true,
        data: fillTrend(lastDays(new Date(FIXTURE_NOW), EARNING_TREND_DAYS), new Map()),
      }
    case 'teamTrend':
      return {
        status: true,
        data: fillTrend(lastWeeks(new Date(FIXTURE_NOW), TEAM_TREND_WEEKS), new Map()),
      }
    case 'inboxUnread':
      return { status: true, data: { unread: 0 } }
    case 'mailSettings':
      return { status: true, data: { off: [] } }
    case 'checkUser':
      return { status: false, user: null, message: messages.sponsorNotFound }
    default:
      return { status: true, success: true, data: [] }
  }
}

/** A handler that answers one call in the given state. */
export function mockState(
  name: CallName,
  state: MockStateName,
  options: MockStateOptions = {},
): HttpHandler {
  const call = calls[name]
  const method = call.method === 'GET' ? http.get : http.post
  return method(
    mockUrl(name),
    async ({ request }) => {
      switch (state) {
        case 'loading':
          noteHeld(request)
          await delay('infinite')
          return new HttpResponse(null, { status: 204 })
        case 'empty':
          return call.kind === 'read'
            ? HttpResponse.json(emptyAnswer(name) as object)
            : resolve(name, resolvers[name], request)
        case 'error':
          return failure(500, options.message ?? fallbacks.requestFailed)
        case 'validation':
          return failure(400, options.message ?? validationMessages[name])
        case 'slow':
          await delay(options.delayMs ?? 1500)
          return resolve(name, resolvers[name], request)
      }
    },
    { once: options.once ?? false },
  )
}
