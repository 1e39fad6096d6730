// The body schema of every call in the call table (./calls), by name: null when the call takes no
// body. The server and the mocks check bodies with these (./validate); the table is exhaustive,
// so a new call without a schema entry does not type-check.
import type { AnyObject, ObjectSchema } from 'yup'
import type { CallName } from './calls'
import {
  allWalletTransSchema,
  changePasswordSchema,
  checkUserSchema,
  depositRequestSchema,
  forgotPasswordSchema,
  inboxSeenSchema,
  investSchema,
  joinPoolSchema,
  levelUsersSchema,
  loginSchema,
  mailSettingSchema,
  pageSchema,
  resetPasswordSchema,
  sendMailSchema,
  signupSchema,
  statementSchema,
  transferToSelfSchema,
  transferToUserSchema,
  treeViewSchema,
  updateUserSchema,
  withdrawalRequestSchema,
} from './schemas'
import {
  endSessionSchema,
  factorCodeSchema,
  loginFactorSchema,
  passkeyRegisterSchema,
  passkeyRemoveSchema,
  passkeyResponseSchema,
  totpStartSchema,
} from './factor-schemas'

/** A call's body schema. */
export type CallSchema = ObjectSchema<AnyObject>

/** Every call's body schema (null: the call takes no body). */
export const callSchemas: { readonly [Name in CallName]: CallSchema | null } = {
  checkUser: checkUserSchema,
  login: loginSchema,
  register: signupSchema,
  getUser: null,
  updateUser: updateUserSchema,
  logout: null,
  changePassword: changePasswordSchema,
  forgotPassword: forgotPasswordSchema,
  resetPassword: resetPasswordSchema,
  loginFactor: loginFactorSchema,
  getFactors: null,
  totpStart: totpStartSchema,
  totpConfirm: factorCodeSchema,
  totpRemove: null,
  recoveryCodesRenew: null,
  stepUp: factorCodeSchema,
  passkeyRegisterOptions: totpStartSchema,
  passkeyRegister: passkeyRegisterSchema,
  getPasskeys: null,
  passkeyRemove: passkeyRemoveSchema,
  passkeyLoginOptions: null,
  passkeyLogin: passkeyResponseSchema,
  passkeyStepUpOptions: null,
  passkeyStepUp: passkeyResponseSchema,
  getSessions: null,
  endSession: endSessionSchema,
  endOtherSessions: null,
  sendMail: sendMailSchema,
  withdrawalRequest: withdrawalRequestSchema,
  withdrawalHistory: pageSchema,
  depositRequest: depositRequestSchema,
  depositHistory: pageSchema,
  chainDeposits: null,
  bonusHistory: pageSchema,
  bonusRequest: null,
  getPlan: null,
  investmentHistory: pageSchema,
  investNow: investSchema,
  getTeamData: null,
  myReferral: pageSchema,
  levelView: null,
  levelUsers: levelUsersSchema,
  downLine: pageSchema,
  treeView: treeViewSchema,
  allWalletTrans: allWalletTransSchema,
  walletHistory: pageSchema,
  earningDash: null,
  earningTrend: null,
  teamTrend: null,
  levelEarning: pageSchema,
  statement: statementSchema,
  inbox: pageSchema,
  inboxUnread: null,
  inboxSeen: inboxSeenSchema,
  mailSettings: null,
  updateMailSettings: mailSettingSchema,
  transferToUser: transferToUserSchema,
  transferToSelf: transferToSelfSchema,
  activeNow: null,
  joinPool: joinPoolSchema,
}

/** The body schema of a call of the table. */
export function schemaOf(call: { name: string }): CallSchema | null {
  const table = callSchemas as Record<string, CallSchema | null | undefined>
  const schema = table[call.name]
  if (schema === undefined) throw new Error(`No call named ${call.name} in the contract.`)
  return schema
}
