// What the signed-in operator's role may do, read from the contract's role table (the one the
// server checks on every call). The console leaves out what the role may not do; the server
// refuses it anyway (403), so this is about not offering dead buttons, not about safety.
import { opsRoleCalls, useOpsMe, type OpsCallName, type OpsRole } from '@trellis/api-client/ops'

/** Whether `role` may make `call`. */
export function can(role: OpsRole | undefined, call: OpsCallName): boolean {
  if (!role) return false
  const allowed = opsRoleCalls[role]
  return allowed === 'all' || allowed.includes(call)
}

/** The signed-in operator (undefined while loading or signed out) and a `can` bound to its role. */
export function useOperator() {
  const me = useOpsMe()
  const operator = me.data?.data
  return { operator, can: (call: OpsCallName) => can(operator?.role, call), me }
}
