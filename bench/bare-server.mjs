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

// getMyOrders: the member of the session cookie with their organisation, then their newest orders
app.post('/bare/my-orders', async (request, reply) => {
  const token = cookieOf(request, 'sid');
  const {
    rows: [session],
  } = await query(
    'bare-member-session',
    `select sessions.id, sessions.staff_id, sessions.expires_at, sessions.last_seen_at, members.id as member_id,
       members.type, members.locked_at, members.withdrawn_at, organisations.id as org_id
     from sessions join members on members.id = sessions.member_id
     left join organisations on organisations.id = members.organisation_id
     where sessions.id = $1 and sessions.revoked_at is null`,
    [digest(token ?? '')],
  );
  if (!session) return reply.status(401).send({ code: 401 });
  const { rows } = await query(
    'bare-orders',
    `select sk, name, type, status, total_price, created_at, is_paid from orders where member_id = $1
     order by created_at desc, sk desc limit 11 offset 0`,
    [session.member_id],
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

// saveAnswers: the attempt of the examinee's cookie (with its bank), then one statement that locks
// the attempt, checks it may change, upserts the answers by sequence and moves its count
app.post('/bare/answers', async (request, reply) => {
  const token = cookieOf(request, 'sid_exam');
  const {
    rows: [device],
  } = await query(
    'bare-device',
    `select attempt_devices.attempt_id, attempts.bank_id from attempt_devices
     join attempts on attempts.id = attempt_devices.attempt_id
     where attempt_devices.id = $1 and attempts.retired_at is null`,
    [digest(token ?? '')],
  );
  if (!device) return reply.status(401).send({});
  const { SK, device: deviceId, answers } = request.body;
  // five parameters an answer, then the attempt's id, its key, the time limit and the instant
  const values = answers.flatMap((answer) => [answer.item, answer.value, deviceId, answer.seq, answer.ms]);
  const [attemptId, surveyKey, limit, now] = [
    values.length + 1,
    values.length + 2,
    values.length + 3,
    values.length + 4,
  ];
  const tuples = answers.map((_answer, index) => {
    const at = index * 5;
    return `($${attemptId}::uuid, $${at + 1}, $${at + 2}::smallint, $${at + 3}, $${at + 4}::int, $${at + 5}::int)`;
  });
  const {
    rows: [seen],
  } = await pool.query(
    `with target as (
       select attempts.id, attempts.state, attempts.items_started_at, attempts.extended_minutes,
         projects.status as project_status
       from attempts join projects on projects.sk = attempts.project_sk
       where attempts.id = $${attemptId} and projects.survey_key = $${surveyKey}
       for update of attempts
     ),
     open as (
       select id from target
       where project_status = 'ing' and state <> 'submitted'
         and ($${limit}::int is null or items_started_at is null
           or items_started_at + ($${limit}::int + extended_minutes) * interval '1 minute'
             + 60000 * interval '1 millisecond' >= $${now}::timestamptz)
     ),
     saved as (
       insert into answers (attempt_id, item, value, device, seq, ms)
       select * from (values ${tuples.join(', ')}) as given (attempt_id, item, value, device, seq, ms)
       where exists (select 1 from open)
       on conflict (attempt_id, item) do update
         set value = excluded.value, device = excluded.device, seq = excluded.seq, ms = excluded.ms,
             received_at = now()
         where answers.device <> excluded.device or answers.seq < excluded.seq
       returning (xmax = 0) as added
     ),
     counted as (
       update attempts
         set answered = answered + (select count(*) from saved where added)::int, last_answered_at = now(),
           items_started_at = coalesce(items_started_at, now())
         where id = (select id from open)
         returning answered
     )
     select target.state, target.project_status, (select answered from counted) as answered from target`,
    [...values, device.attempt_id, SK, null, new Date().toISOString()],
  );
  if (seen?.answered === null || seen?.answered === undefined) return reply.status(409).send({});
  return { answered: seen.answered, total: 160 };
});

// a profile (--cpu-prof) is written on exit: the benchmark stops this server with SIGTERM
process.on('SIGTERM', () => process.exit(0));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
