// Physical reference 2's server: a bare Fastify (the server's version and body limit, no logger,
// no database) with one POST route that answers `bytes` bytes of JSON. Run as its own process,
// as the real server is, so it does not share the bench's event loop.
//   tsx echo-server.ts <port> <answer bytes>
import Fastify from 'fastify'

const [port, bytes] = process.argv.slice(2).map(Number)
const app = Fastify({ logger: false, bodyLimit: 64 * 1024 })
const pad = 'x'.repeat(Math.max(0, (bytes ?? 0) - 40))
app.post('/api/echo', async (request) => ({
  status: true,
  message: 'ok',
  data: { pad, size: JSON.stringify(request.body).length },
}))
await app.listen({ port: port ?? 0, host: '127.0.0.1' })
process.stdout.write('listening\n')
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
