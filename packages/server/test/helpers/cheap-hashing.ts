// The suite's own process hashes secrets at argon2id's lowest costs (src/domain/passwords.ts says
// why). What the tests check of hashing does not depend on its cost: a hash is argon2id, a right
// secret verifies and a wrong one does not, each guess is counted. The servers the tests start as
// processes (start-banner, the crash and chain tests) do not run this file: they hash at full cost.
import { hashCheaplyForTests } from '../../src/domain/passwords'

hashCheaplyForTests()
