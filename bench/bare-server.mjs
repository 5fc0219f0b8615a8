// The yardsticks of bench/api.mjs: each measured operation's database work on a bare Fastify route
// with node-postgres (no sessions layer, validation, ORM, security headers or logging), started as
// its own process like the real server. Each route does what the operation must: the same queries,
// the same session lookups, the same argon2id verify.
import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify();
const digest = (token) => createHash('sha256').update(token).digest('base64url');
const cookieOf = (request, name) =>
  request.headers.cookie
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
const query = (name, text, values) => pool.query({ name, text, values });

// getBoards: a board's newest posts
app.post('/bare/boards', async (request) => {
  const { rows } = await query(
    'bare-boards',
    `select sk, type, title, author, ip, question, answer, content_id, attached_file_id,
       attached_file_name, created_at
     from board_posts where type = $1 order by created_at desc, sk desc limit 11 offset 0`,
    [request.body.type],
  );
  return { Items: rows.slice(0, 10), page: 1, hasNext: rows.length > 10 };
});

// getMyOrders: the member of the session cookie, then their newest orders
app.post('/bare/my-orders', async (request, reply) => {
  const token = cookieOf(request, 'sid');
  const {
    rows: [session],
  } = await query('bare-session', 'select * from sessions where id = $1 and revoked_at is null', [
    digest(token ?? ''),
  ]);
  if (!session) return reply.status(401).send({ code: 401 });
  const {
    rows: [member],
  } = await query(
    'bare-member',
    `select * from members left join organisations on members.organisation_id = organisations.id
     where members.id = $1`,
    [session.member_id],
  );
  const { rows } = await query(
    'bare-orders',
    'select * from orders where member_id = $1 order by created_at desc, sk desc limit 11 offset 0',
    [member.id],
  );
  return { Items: rows.slice(0, 10), page: 1, hasNext: rows.length > 10 };
});

// loginUser: the member by id, the password's argon2id verify, a new session
app.post('/bare/login', async (request, reply) => {
  const { uid, password } = request.body.loginData;
  const {
    rows: [member],
  } = await query('bare-login-member', `select * from members where scope = 'custom' and uid = $1`, [uid]);
  if (!member || !(await verify(member.password_hash, password))) return reply.status(401).send({});
  const token = randomBytes(32).toString('base64url');
  await query(
    'bare-login-session',
    `insert into sessions (id, member_id, expires_at, ip, user_agent)
     values ($1, $2, now() + interval '7 days', $3, $4)`,
    [digest(token), member.id, request.ip, ''],
  );
  reply.header('set-cookie', `sid=${token}; Path=/; HttpOnly; SameSite=Lax`);
  return { message: 'success', Item: { uid: member.uid } };
});

// saveAnswers: the attempt of the examinee's cookie, locked, its answers upserted by sequence
app.post('/bare/answers', async (request, reply) => {
  const token = cookieOf(request, 'sid_exam');
  const {
    rows: [device],
  } = await query(
    'bare-device',
    `select attempt_devices.attempt_id from attempt_devices
     join attempts on attempts.id = attempt_devices.attempt_id
     where attempt_devices.id = $1 and attempts.retired_at is null`,
    [digest(token ?? '')],
  );
  if (!device) return reply.status(401).send({});
  const { SK, device: deviceId, answers } = request.body;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const {
      rows: [attempt],
    } = await client.query({
      name: 'bare-lock-attempt',
      text: `select attempts.*, projects.status from attempts join projects on projects.sk = attempts.project_sk
             where attempts.id = $1 and projects.survey_key = $2 limit 1 for update of attempts`,
      values: [device.attempt_id, SK],
    });
    if (!attempt || attempt.status !== 'ing') throw new Error('not answering');
    // five parameters an answer, then the attempt's id
    const values = answers.flatMap((answer) => [answer.item, answer.value, deviceId, answer.seq, answer.ms]);
    const attemptParam = `$${values.length + 1}`;
    const tuples = answers.map((_answer, index) => {
      const at = index * 5;
      return `(${attemptParam}::uuid, $${at + 1}, $${at + 2}::smallint, $${at + 3}, $${at + 4}::int, $${at + 5}::int)`;
    });
    const {
      rows: [saved],
    } = await client.query(
      `with saved as (
         insert into answers (attempt_id, item, value, device, seq, ms)
         values ${tuples.join(', ')}
         on conflict (attempt_id, item) do update
           set value = excluded.value, device = excluded.device, seq = excluded.seq, ms = excluded.ms,
               received_at = now()
           where answers.device <> excluded.device or answers.seq < excluded.seq
         returning (xmax = 0) as added
       )
       update attempts
         set answered = answered + (select count(*) from saved where added)::int, last_answered_at = now()
         where id = ${attemptParam}
         returning answered`,
      [...values, device.attempt_id],
    );
    await client.query('commit');
    return { answered: saved.answered, total: 160 };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
