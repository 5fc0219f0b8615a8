// The yardstick of bench/api-list.mjs: the same list query on a bare Fastify route with
// node-postgres, no sessions, validation or ORM. Started as its own process, like the real server.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify();
app.post('/bare/boards', async (request) => {
  const { rows } = await pool.query({
    name: 'bare-boards',
    text: `select sk, type, title, author, ip, question, answer, content_id, attached_file_id,
             attached_file_name, created_at
           from board_posts where type = $1 order by created_at desc, sk desc limit 11 offset 0`,
    values: [request.body.type],
  });
  return { Items: rows.slice(0, 10), page: 1, hasNext: rows.length > 10 };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
