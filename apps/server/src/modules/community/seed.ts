/**
 * Community demo data: categories, about forty Korean posts with comments, replies and likes, top-fixed
 * notices, store notices and newsletters (each newsletter also a board post). Benchmark sizes add generated
 * posts and comments set-based (generate_series), so a million posts seed in well under a minute.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface CommunitySeedOptions {
  /** Generated posts on top of the demo set (benchmarks). */
  posts: number;
  /** Generated comments on top of the demo set, spread over the posts. */
  comments: number;
}

type Category = [code: string, name: string, children: [string, string][], isNotice?: boolean];

export const COMMUNITY_CATEGORIES: Category[] = [
  [
    "FREE",
    "자유게시판",
    [
      ["FREE_DAILY", "일상"],
      ["FREE_CHAT", "잡담"],
      ["FREE_HUMOR", "유머"],
    ],
  ],
  [
    "QNA",
    "질문과 답변",
    [
      ["QNA_BEGINNER", "초보 질문"],
      ["QNA_DISEASE", "질병·치료"],
      ["QNA_EQUIPMENT", "장비·용품"],
    ],
  ],
  [
    "INFO",
    "물생활 정보",
    [
      ["INFO_TIP", "사육 팁"],
      ["INFO_NEWSLETTER", "스토어 뉴스레터"],
      ["INFO_REVIEW", "사용 후기"],
    ],
  ],
  [
    "HOUSEWARMING",
    "집들이(어항 자랑)",
    [
      ["HOUSEWARMING_NANO", "소형 어항"],
      ["HOUSEWARMING_PLANTED", "수초 어항"],
      ["HOUSEWARMING_LARGE", "대형 어항"],
    ],
  ],
  [
    "FLEA",
    "벼룩시장",
    [
      ["FLEA_SELL", "판매"],
      ["FLEA_BUY", "구매"],
      ["FLEA_SHARE", "분양·나눔"],
    ],
  ],
  [
    "NOTICE",
    "공지사항",
    [
      ["NOTICE_SERVICE", "서비스 공지"],
      ["NOTICE_EVENT", "이벤트"],
    ],
    true,
  ],
];

type PostSeed = [dept1: string, dept2: string | null, title: string, paragraphs: string[]];

const NOTICES: PostSeed[] = [
  [
    "NOTICE",
    "NOTICE_SERVICE",
    "물멍 커뮤니티 이용 수칙 안내",
    [
      "서로 존중하는 물생활 커뮤니티를 위해 욕설, 비방, 광고성 글은 삼가 주세요.",
      "여러 회원에게 신고된 글은 검토가 끝날 때까지 숨겨집니다.",
    ],
  ],
  [
    "NOTICE",
    "NOTICE_EVENT",
    "11월 어항 자랑 이벤트: 집들이 게시판에 사진을 올려주세요",
    ["집들이 게시판에 내 어항 사진을 올리면 추첨으로 물멍 포인트 5,000점을 드립니다.", "기간: 11월 30일까지"],
  ],
  [
    "NOTICE",
    "NOTICE_SERVICE",
    "생물 택배 주문 시 보온 포장 안내",
    ["기온이 10도 아래로 내려가면 생물 주문에 보온 포장이 자동으로 추가됩니다."],
  ],
];

const POSTS: PostSeed[] = [
  [
    "FREE",
    "FREE_DAILY",
    "구피 치어가 태어났어요!",
    ["아침에 어항을 보니 구피 치어 열 마리가 헤엄치고 있었어요.", "부화통으로 옮겨야 할까요?"],
  ],
  ["FREE", "FREE_DAILY", "퇴근하고 물멍하는 시간이 제일 좋네요", ["조명 켜고 멍하니 보고 있으면 하루 피로가 풀려요."]],
  ["FREE", "FREE_CHAT", "다들 어항 몇 개 운영하세요?", ["저는 30큐브 하나, 45자 하나 있어요. 하나 더 늘리고 싶네요."]],
  [
    "FREE",
    "FREE_HUMOR",
    "새우가 제 핀셋을 공격했어요 ㅋㅋ",
    ["먹이 주려고 핀셋 넣었더니 체리새우 세 마리가 매달렸어요."],
  ],
  ["FREE", "FREE_CHAT", "청계천 수족관 거리 다녀왔어요", ["주말이라 사람이 많았지만 구경할 게 정말 많았어요."]],
  [
    "FREE",
    "FREE_DAILY",
    "베타 거품집 만들었어요",
    ["하프문 베타가 수면에 거품집을 크게 지었어요. 기분이 좋은가 봐요."],
  ],
  ["FREE", "FREE_CHAT", "물멍용 의자 추천해주세요", ["어항 앞에 오래 앉아 있다 보니 허리가 아프네요."]],
  [
    "QNA",
    "QNA_BEGINNER",
    "물잡이 기간은 얼마나 걸리나요?",
    ["어항을 처음 세팅했는데 여과 박테리아가 자리 잡으려면 얼마나 기다려야 할까요?"],
  ],
  ["QNA", "QNA_BEGINNER", "구피와 새우 합사 괜찮을까요?", ["구피가 새우 치비를 먹는다는 얘기를 들었는데 사실인가요?"]],
  [
    "QNA",
    "QNA_DISEASE",
    "백점병 치료 방법 알려주세요",
    ["테트라 몸에 하얀 점이 생겼어요. 수온을 올리면 된다는데 몇 도까지 올려야 하나요?"],
  ],
  [
    "QNA",
    "QNA_DISEASE",
    "코리도라스 수염이 짧아졌어요",
    ["바닥재가 거칠어서 그런 걸까요? 모래로 바꿔야 할지 고민이에요."],
  ],
  ["QNA", "QNA_EQUIPMENT", "걸이식 여과기 vs 스펀지 여과기", ["30큐브 어항에 어떤 여과기가 더 좋을까요?"]],
  [
    "QNA",
    "QNA_EQUIPMENT",
    "히터 없이 겨울 나기 가능할까요?",
    ["메다카는 히터 없이도 된다고 들었는데 실내 온도가 15도 정도예요."],
  ],
  ["QNA", "QNA_BEGINNER", "환수는 일주일에 몇 번 해야 하나요?", ["물고기 수가 적으면 덜 해도 되는지 궁금합니다."]],
  ["QNA", "QNA_DISEASE", "금붕어가 옆으로 누워서 헤엄쳐요", ["전복증이라는데 먹이를 줄여야 하나요?"]],
  [
    "INFO",
    "INFO_TIP",
    "초보자를 위한 구피 사육 가이드",
    ["수온 24~26도, 약알칼리성 물을 좋아해요.", "암수 비율은 1:2 정도가 스트레스가 적어요."],
  ],
  [
    "INFO",
    "INFO_TIP",
    "체리새우 색 올리는 방법",
    ["어두운 바닥재와 충분한 수초가 있으면 발색이 훨씬 진해져요.", "먹이는 이틀에 한 번 조금씩 주세요."],
  ],
  [
    "INFO",
    "INFO_TIP",
    "수초 어항 이산화탄소 공급 팁",
    ["발효식보다 봄베식이 관리가 편해요. 점등 한 시간 전에 켜주세요."],
  ],
  [
    "INFO",
    "INFO_REVIEW",
    "LED 조명 두 달 사용 후기",
    ["수초 성장이 확실히 빨라졌어요. 이끼도 생각보다 적게 생겼습니다."],
  ],
  ["INFO", "INFO_REVIEW", "사료 세 가지 비교해봤어요", ["플레이크, 과립, 냉동 장구벌레를 번갈아 줘본 후기입니다."]],
  ["INFO", "INFO_TIP", "물맞춤 제대로 하는 법", ["봉지째 30분 띄워서 온도를 맞추고, 어항 물을 조금씩 섞어주세요."]],
  ["INFO", "INFO_TIP", "메다카 월동 준비 체크리스트", ["야외 수조는 수심을 깊게 하고 부레옥잠을 걷어주세요."]],
  [
    "HOUSEWARMING",
    "HOUSEWARMING_PLANTED",
    "60자 수초 어항 6개월 차입니다",
    ["전경은 글로소, 후경은 로탈라로 꾸몄어요.", "네온테트라 30마리가 군영하는 모습이 예뻐요."],
  ],
  ["HOUSEWARMING", "HOUSEWARMING_NANO", "책상 위 20큐브 새우 어항", ["모스와 유목만으로 꾸민 작은 어항이에요."]],
  [
    "HOUSEWARMING",
    "HOUSEWARMING_LARGE",
    "120자 대형 어항 세팅 완료",
    ["아로와나를 위한 어항이에요. 여과기만 세 대 돌리고 있어요."],
  ],
  [
    "HOUSEWARMING",
    "HOUSEWARMING_NANO",
    "베타 전용 보울 어항 꾸미기",
    ["인디언 아몬드 잎을 넣었더니 물색이 은은해졌어요."],
  ],
  [
    "HOUSEWARMING",
    "HOUSEWARMING_PLANTED",
    "이끼 없는 수초 어항 비결",
    ["조명 시간을 6시간으로 줄이고 오토싱을 들였어요."],
  ],
  ["HOUSEWARMING", "HOUSEWARMING_LARGE", "금붕어 90자 어항 자랑해요", ["난주 다섯 마리가 함께 살고 있어요."]],
  ["FLEA", "FLEA_SELL", "30큐브 어항 세트 팝니다", ["어항, 여과기, 히터 일괄 3만원입니다. 서울 직거래 원해요."]],
  ["FLEA", "FLEA_SHARE", "구피 치어 무료 분양합니다", ["풀레드 구피 치어 20마리 분양해요. 경기 남부 직접 오시는 분."]],
  ["FLEA", "FLEA_BUY", "외부 여과기 중고로 구해요", ["60자 어항에 쓸 외부 여과기 찾습니다."]],
  [
    "FLEA",
    "FLEA_SHARE",
    "수초 트리밍한 것 나눔해요",
    ["로탈라, 하이그로필라 한 줌씩 나눔합니다. 택배비만 부담해주세요."],
  ],
  ["FLEA", "FLEA_SELL", "LED 조명 반년 사용 판매", ["상태 좋아요. 사진 필요하시면 댓글 주세요."]],
  ["FREE", "FREE_DAILY", "새우 어항에 달팽이가 생겼어요", ["수초에 묻어 왔나 봐요. 그냥 둬도 괜찮을까요?"]],
  [
    "QNA",
    "QNA_EQUIPMENT",
    "어항 받침대 하중 얼마나 버티나요?",
    ["60자 어항 물 채우면 80kg 정도 된다던데 일반 서랍장은 위험할까요?"],
  ],
  ["INFO", "INFO_TIP", "수질 테스트 키트 읽는 법", ["암모니아, 아질산, 질산염 순서로 확인하세요."]],
  [
    "FREE",
    "FREE_CHAT",
    "물멍 앱으로 사육일지 쓰고 계신 분?",
    ["매일 수온이랑 pH 기록하니까 변화가 한눈에 보여서 좋아요."],
  ],
];

const COMMENTS = [
  "저도 같은 고민이었는데 도움 됐어요!",
  "사진도 보고 싶어요.",
  "정말 예쁘네요. 부럽습니다.",
  "수온부터 확인해 보세요.",
  "저는 스펀지 여과기 추천해요.",
  "좋은 정보 감사합니다.",
  "구피는 정말 번식력이 대단하죠.",
  "새우 어항은 물 관리가 제일 중요해요.",
];
const REPLIES = ["감사합니다!", "그렇게 해볼게요.", "저도 궁금했어요.", "맞아요 ㅎㅎ"];

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("");

export async function seedCommunity(tx: Tx, options: CommunitySeedOptions): Promise<void> {
  await seedCategories(tx);
  const demoHash = (
    await tx.execute<{ h: string | null }>(sql`select password_hash as h from member order by id limit 1`)
  ).rows[0]?.h;
  const admin = await tx.execute<{ id: number }>(sql`
    insert into member (email, password_hash, nickname, name, role, referral_code)
    values ('admin@mulmung.kr', ${demoHash ?? null}, '물멍 운영팀', '운영자', 'ADMIN', 'ADMIN0001') returning id`);
  const adminId = admin.rows[0]?.id as number;
  const writers = (
    await tx.execute<{ id: number }>(sql`
      select id from member where role = 'MEMBER' and withdrawn_at is null order by id limit 9`)
  ).rows.map((r) => r.id);

  const isBulk = options.posts > 0 || options.comments > 0;
  // A GIN index built once over a million rows costs a fraction of a million single inserts into it.
  if (isBulk)
    await tx.execute(sql`drop index community_board_search_grams_idx; drop index comment_board_search_grams_idx`);
  if (options.posts > 0) await generatePosts(tx, options.posts, writers);
  const demoFrom =
    (await tx.execute<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from community_board`)).rows[0]?.id ??
    0;
  await insertPosts(tx, NOTICES, [adminId], true);
  await insertPosts(tx, POSTS, writers, false);
  await seedStorePosts(tx, adminId);

  // Comments and replies on the demo posts, then likes; counts kept in step.
  await tx.execute(sql`
    insert into comment (parent_type, parent_id, member_id, content, create_date, update_date)
    select 'COMMUNITY_BOARD', p.id, (${sql.param(writers)}::int[])[1 + (p.id + g) % ${writers.length}],
      (${sql.param(COMMENTS)}::text[])[1 + (p.id * 3 + g) % ${COMMENTS.length}],
      p.create_date + make_interval(mins => 10 * g), p.create_date + make_interval(mins => 10 * g)
    from community_board p, generate_series(1, 3) g
    where p.id > ${demoFrom} and p.id % 4 <> 0 and g <= 1 + p.id % 3 and not p.is_top_fix`);
  await tx.execute(sql`
    insert into comment (parent_type, parent_id, reply_to_id, member_id, content, create_date, update_date)
    select 'COMMUNITY_BOARD', c.parent_id, c.id, (${sql.param(writers)}::int[])[1 + (c.id + 1) % ${writers.length}],
      (${sql.param(REPLIES)}::text[])[1 + c.id % ${REPLIES.length}], c.create_date + interval '5 minutes', c.create_date + interval '5 minutes'
    from comment c where c.parent_type = 'COMMUNITY_BOARD' and c.reply_to_id is null and c.id % 2 = 0`);
  if (options.comments > 0) await generateComments(tx, options.comments, writers);
  if (isBulk) {
    await tx.execute(sql`create index community_board_search_grams_idx on community_board using gin (search_grams)`);
    await tx.execute(sql`create index comment_board_search_grams_idx on comment using gin (search_grams(content))
      where parent_type = 'COMMUNITY_BOARD' and not is_deleted`);
  }
  await tx.execute(sql`
    insert into like_log (member_id, target_type, target_id)
    select w, 'COMMUNITY_BOARD', p.id
    from (select id from community_board where id > ${demoFrom} and not is_top_fix) p, unnest(${sql.param(writers)}::int[]) w
    where (p.id + w) % 3 = 0`);
  await tx.execute(sql`
    update community_board p set comment_count = c.n
    from (select parent_id, count(*)::int n from comment where parent_type = 'COMMUNITY_BOARD' and not is_deleted group by parent_id) c
    where c.parent_id = p.id`);
  await tx.execute(sql`
    update community_board p set likes = l.n
    from (select target_id, count(*)::int n from like_log where target_type = 'COMMUNITY_BOARD' group by target_id) l
    where l.target_id = p.id`);
  await tx.execute(
    sql`update community_board set hits = (id * 37) % 500 + likes * 3 + comment_count * 5 where id > ${demoFrom}`,
  );
}

async function seedCategories(tx: Tx) {
  const codes: string[] = [];
  const names: string[] = [];
  const depts: number[] = [];
  const parents: (string | null)[] = [];
  const orders: number[] = [];
  const notices: boolean[] = [];
  COMMUNITY_CATEGORIES.forEach(([code, name, children, isNotice], i) => {
    codes.push(code);
    names.push(name);
    depts.push(1);
    parents.push(null);
    orders.push(i);
    notices.push(Boolean(isNotice));
    children.forEach(([childCode, childName], j) => {
      codes.push(childCode);
      names.push(childName);
      depts.push(2);
      parents.push(code);
      orders.push(j);
      notices.push(Boolean(isNotice));
    });
  });
  await tx.execute(sql`
    insert into community_category (code, name, dept, parent_code, order_number, is_notice)
    select * from unnest(${sql.param(codes)}::text[], ${sql.param(names)}::text[], ${sql.param(depts)}::int[],
      ${sql.param(parents)}::text[], ${sql.param(orders)}::int[], ${sql.param(notices)}::bool[])
    on conflict do nothing`);
}

/** The demo posts, oldest first, an hour or more apart so relative times read naturally. */
async function insertPosts(tx: Tx, posts: PostSeed[], writers: number[], isTopFix: boolean) {
  const text = (p: PostSeed) => p[3].join(" ");
  await tx.execute(sql`
    insert into community_board (member_id, dept1_category, dept2_category, title, content, content_text, is_top_fix, create_date, update_date)
    select (${sql.param(writers)}::int[])[1 + (ord::int - 1) % ${writers.length}], d1, d2, t, c, ct, ${isTopFix},
      timestamptz '2026-11-21 21:00:00+09' - make_interval(hours => ((${posts.length} - ord::int) * 7 + ${isTopFix ? 400 : 0})),
      timestamptz '2026-11-21 21:00:00+09' - make_interval(hours => ((${posts.length} - ord::int) * 7 + ${isTopFix ? 400 : 0}))
    from unnest(${sql.param(posts.map((p) => p[0]))}::text[], ${sql.param(posts.map((p) => p[1]))}::text[],
      ${sql.param(posts.map((p) => p[2]))}::text[], ${sql.param(posts.map((p) => html(p[3])))}::text[],
      ${sql.param(posts.map(text))}::text[]) with ordinality as u(d1, d2, t, c, ct, ord)
    order by ord`);
}

const NOTICE_TITLES = [
  "영업시간 변경 안내",
  "신규 생물 입고 소식",
  "연말 휴무 안내",
  "수초 할인 행사",
  "매장 이전 안내",
];
const NEWSLETTER_TITLES = ["이달의 추천 생물", "초보자를 위한 수조 세팅", "겨울철 수온 관리", "수초 레이아웃 따라하기"];

/** Three notices and two newsletters per demo store; each newsletter is also a post on the info board. */
async function seedStorePosts(tx: Tx, adminId: number) {
  await tx.execute(sql`
    insert into affiliate_notice (affiliate_id, title, content, create_date)
    select a.id, (${sql.param(NOTICE_TITLES)}::text[])[1 + (a.id + g) % ${NOTICE_TITLES.length}],
      '<p>' || a.name || '에서 알려드립니다. 자세한 내용은 매장으로 문의해주세요.</p>',
      timestamptz '2026-11-20 10:00:00+09' - make_interval(days => g * 6 + a.id % 5)
    from (select id, name from affiliate order by id limit 16) a, generate_series(0, 6) g`);
  await tx.execute(sql`
    insert into affiliate_newsletter (affiliate_id, title, content, create_date)
    select a.id, '[' || a.name || '] ' || (${sql.param(NEWSLETTER_TITLES)}::text[])[1 + (a.id + g) % ${NEWSLETTER_TITLES.length}],
      '<h3>' || (${sql.param(NEWSLETTER_TITLES)}::text[])[1 + (a.id + g) % ${NEWSLETTER_TITLES.length}] || '</h3><p>' || a.name ||
        ' 소식: 이번 달 매장에 새로 들어온 생물과 관리 팁을 확인해보세요.</p>',
      timestamptz '2026-11-19 09:00:00+09' - make_interval(days => g * 9 + a.id % 7)
    from (select id, name from affiliate order by id limit 16) a, generate_series(0, 3) g`);
  // The two newest newsletters of each of the first six stores also go on the board.
  await tx.execute(sql`
    with picked as (
      select n.*, row_number() over (partition by n.affiliate_id order by n.create_date desc) as rn
      from affiliate_newsletter n where n.affiliate_id in (select id from affiliate order by id limit 6)
    ), posted as (
      insert into community_board (member_id, dept1_category, dept2_category, title, content, content_text, create_date, update_date)
      select ${adminId}, 'INFO', 'INFO_NEWSLETTER', p.title, p.content, btrim(regexp_replace(regexp_replace(p.content, '<[^>]+>', ' ', 'g'), '\s+', ' ', 'g')), p.create_date, p.create_date
      from picked p where p.rn <= 2 order by p.create_date
      returning id, title, create_date
    )
    update affiliate_newsletter n set community_board_id = posted.id
    from posted where posted.title = n.title and posted.create_date = n.create_date`);
}

const GENERATED_TITLES = ["구피", "새우", "수초", "베타", "금붕어", "테트라", "메다카", "코리도라스", "여과기", "조명"];
const GENERATED_TAILS = ["키우기 질문", "사진 올려요", "후기입니다", "추천 부탁드려요", "관리 팁", "분양합니다"];
const GENERATED_DEPTS: [string, string][] = [
  ["FREE", "FREE_DAILY"],
  ["FREE", "FREE_CHAT"],
  ["QNA", "QNA_BEGINNER"],
  ["QNA", "QNA_EQUIPMENT"],
  ["INFO", "INFO_TIP"],
  ["HOUSEWARMING", "HOUSEWARMING_PLANTED"],
  ["FLEA", "FLEA_SELL"],
];

/** Benchmark posts, before (so older than) the demo set, in one statement per 200,000 rows. */
async function generatePosts(tx: Tx, count: number, writers: number[]) {
  const chunk = 200_000;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk);
    await tx.execute(sql`
      insert into community_board (member_id, dept1_category, dept2_category, title, content, content_text, create_date, update_date)
      select (${sql.param(writers)}::int[])[1 + g % ${writers.length}],
        (${sql.param(GENERATED_DEPTS.map((d) => d[0]))}::text[])[1 + g % ${GENERATED_DEPTS.length}],
        (${sql.param(GENERATED_DEPTS.map((d) => d[1]))}::text[])[1 + g % ${GENERATED_DEPTS.length}],
        t.title || ' ' || g, '<p>' || t.title || ' 이야기입니다.</p>', t.title || ' 이야기입니다.',
        timestamptz '2026-01-01 00:00:00+09' + make_interval(secs => g * 20), timestamptz '2026-01-01 00:00:00+09' + make_interval(secs => g * 20)
      from generate_series(${start + 1}::int, ${end}::int) g,
        lateral (select (${sql.param(GENERATED_TITLES)}::text[])[1 + g % ${GENERATED_TITLES.length}] || ' ' ||
          (${sql.param(GENERATED_TAILS)}::text[])[1 + (g / 7) % ${GENERATED_TAILS.length}] as title) t
      order by g`);
  }
}

/** Benchmark comments spread over every post, in one statement per 500,000 rows. */
async function generateComments(tx: Tx, count: number, writers: number[]) {
  const bounds = (await tx.execute<{ lo: number; hi: number }>(sql`select min(id) lo, max(id) hi from community_board`))
    .rows[0];
  if (!bounds?.lo) return;
  const span = bounds.hi - bounds.lo + 1;
  const chunk = 500_000;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk);
    await tx.execute(sql`
      insert into comment (parent_type, parent_id, member_id, content)
      select 'COMMUNITY_BOARD', ${bounds.lo} + ((g::bigint * 7919) % ${span})::int, (${sql.param(writers)}::int[])[1 + g % ${writers.length}],
        (${sql.param(COMMENTS)}::text[])[1 + g % ${COMMENTS.length}]
      from generate_series(${start + 1}::int, ${end}::int) g`);
  }
}
