// Success texts the spec does not give. They are server-side only: failures use the contract's
// messages, these just confirm what happened.
export const ok = {
  login: 'Login successful.',
  registered: 'Registration successful.',
  profileUpdated: 'Profile updated.',
  depositRecorded: 'Deposit request submitted. It will be credited once confirmed.',
  withdrawalRecorded: 'Withdrawal request submitted.',
  invested: 'Investment successful.',
  transferred: 'Transfer successful.',
  activated: 'Your account is now active.',
  poolJoined: 'You have joined the pot.',
  bonusRedeemed: 'Bonus moved to your income wallet.',
  passwordReset: 'Your password has been reset. You can log in now.',
  userFound: 'User found.',
  loggedOut: 'You are logged out.',
} as const
