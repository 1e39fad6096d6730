// What an operator does on the server (`pnpm ops`, /api/ops), done to the mock world: approve a
// deposit, grant a bonus. The parity test (tests/parity) drives both sides through the same steps.
import { canonicalTransactionHash, economics, fromCents, toCents } from '@trellis/contract'
import { record } from './handlers/money'
import { plus } from './money'
import { getWorld, saveMember } from './world'

/** Approves the pending deposit filed with `trx`: the deposit wallet (economics.depositWallet) is credited. */
export function approveDeposit(trx: string): void {
  const world = getWorld()
  const stored = canonicalTransactionHash(trx) ?? trx
  for (const account of world.accounts.values()) {
    const deposit = account.histories.deposits.find((d) => d.trx === stored)
    if (!deposit) continue
    if (deposit.status !== 'pending')
      throw new Error(`Deposit ${trx} is already ${deposit.status}.`)
    deposit.status = 'approved'
    const wallet = economics.depositWallet
    saveMember(world, account, {
      ...account.member,
      [wallet]: plus(account.member[wallet], deposit.amount),
    })
    record(world, account, {
      amount: deposit.amount,
      type: 'credit',
      desc: `Deposit ${trx}`,
      wallet,
      kind: 'deposit',
    })
    return
  }
  throw new Error(`No deposit ${trx}`)
}

/** Grants a bonus into the member's bonus wallet (the operator's `pnpm ops bonus`). */
export function grantBonus(userId: string, amount: number): void {
  const world = getWorld()
  const account = world.accounts.get(userId)
  if (!account) throw new Error(`No member ${userId}`)
  const cents = toCents(amount)
  if (cents === null || cents <= 0) throw new Error('The bonus must be a positive amount')
  saveMember(world, account, {
    ...account.member,
    bonusWallet: plus(account.member.bonusWallet, fromCents(cents)),
    // A bonus is income when it is granted (the server's source is on the grant).
    profit: plus(account.member.profit, fromCents(cents)),
  })
  record(world, account, {
    amount: fromCents(cents),
    type: 'credit',
    desc: 'Bonus',
    wallet: 'bonusWallet',
    kind: 'bonus',
    source: {
      kind: 'bonus',
      fromUserId: null,
      level: null,
      rate: null,
      baseAmount: fromCents(cents),
      day: new Date().toISOString().slice(0, 10),
    },
  })
}
