/**
 * The yardstick: a bare Fastify 5 server answering GET / with {"hello":"world"}, no logger, no
 * plugins. Started by the bench as a child process, like the product's server, on PORT.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT ?? 3001), host: process.env.HOST ?? '127.0.0.1' });
