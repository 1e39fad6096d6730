// What the signed-in operator's role may do, read from the contract's role table (each ops call's
// `roles`, which the server checks on every call). The console leaves out what the role may not
// do; the server refuses it anyway (403), so this is about not offering dead buttons.
import { opsCalls, opsCan, type OpsCallName, type OpsRole } from '@trellis/contract'
import { useOpsMe } from '@trellis/api-client/ops'

/** Whether `role` may make `call` (nobody signed in may make none). */
export function can(role: OpsRole | undefined, call: OpsCallName): boolean {
  return role !== undefined && opsCan(role, opsCalls[call])
}

/** The signed-in operator (undefined while loading or signed out) and a `can` bound to its role. */
export function useOperator() {
  const me = useOpsMe()
  const operator = me.data?.data
  return { operator, can: (call: OpsCallName) => can(operator?.role, call) }
}
