// A real IMAP server for the mail tests: Debian's dovecot-imapd, started as a child process with a
// configuration of its own in a temporary folder (listening on 127.0.0.1 on a free port, plaintext
// logins, users from a passwd-file, Maildir mailboxes in that folder). Dovecot runs unprivileged:
// as the test's own user, or, when the tests run as root (CI), as `nobody`, since Dovecot refuses
// to run its login and mail processes as root.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ImapFlow } from "imapflow";

export const DOVECOT = "/usr/sbin/dovecot";

/** Why Dovecot cannot run here (not installed), or null. */
export function dovecotMissing(): string | null {
  return existsSync(DOVECOT) ? null : `${DOVECOT} is not installed (apt-get install dovecot-imapd; .ci/run installs it)`;
}

export interface MailboxUser {
  user: string;
  password: string;
}

export interface DovecotOptions {
  users: MailboxUser[];
  /** false: the server does not offer IDLE (its CAPABILITY lists it not), so clients must poll. */
  idle?: boolean;
}

export interface Dovecot {
  host: string;
  port: number;
  /** imap://user:password@127.0.0.1:port/mailbox, user and password percent-encoded. */
  url(user: MailboxUser, mailbox?: string): string;
  /** A client logged in as the user (the test's own look into the mailbox); logout when done. */
  client(user: MailboxUser): Promise<ImapFlow>;
  /** Delivers a mail into a user's mailbox, as the provider's MX would: IMAP APPEND. */
  append(user: MailboxUser, raw: Buffer, mailbox?: string): Promise<void>;
  /** The mails in a folder, with their flags; [] when the folder does not exist. */
  folder(user: MailboxUser, mailbox: string): Promise<{ uid: number; messageId: string; flags: string[] }[]>;
  /** Stops the server (every connection drops), as a provider's restart would; start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A port nobody listens on now (the kernel's choice for port 0). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0));
    });
  });
}

/** The unprivileged account Dovecot runs as: the test's own, or `nobody` under root. */
function runAs(): { name: string; group: string; uid: number; gid: number; spawnAs: { uid: number; gid: number } | null } {
  const groupOf = (gid: number) => readFileSync("/etc/group", "utf8").split("\n").find((l) => l.split(":")[2] === String(gid))?.split(":")[0] ?? String(gid);
  const me = userInfo();
  if (me.uid !== 0) return { name: me.username, group: groupOf(me.gid), uid: me.uid, gid: me.gid, spawnAs: null };
  const line = readFileSync("/etc/passwd", "utf8").split("\n").find((l) => l.startsWith("nobody:"));
  const [, , uid = "65534", gid = "65534"] = line?.split(":") ?? [];
  return { name: "nobody", group: groupOf(Number(gid)), uid: Number(uid), gid: Number(gid), spawnAs: { uid: Number(uid), gid: Number(gid) } };
}

/** Everything Dovecot offers but IDLE, for a server that makes its clients poll. */
const WITHOUT_IDLE = "IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE SORT THREAD=REFERENCES MULTIAPPEND UNSELECT CHILDREN NAMESPACE UIDPLUS LIST-EXTENDED I18NLEVEL=1 CONDSTORE QRESYNC ESEARCH SEARCHRES WITHIN CONTEXT=SEARCH LIST-STATUS BINARY MOVE LITERAL+";

function configText(dir: string, port: number, account: ReturnType<typeof runAs>, idle: boolean): string {
  return `# Written by tests/mail/dovecot.ts for one test run.
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = hots-test-${port}
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_login_user = ${account.name}
default_internal_user = ${account.name}
default_internal_group = ${account.group}
first_valid_uid = ${account.uid}
last_valid_uid = ${account.uid}
mail_location = maildir:${dir}/mail/%u
${idle ? "" : `imap_capability = ${WITHOUT_IDLE}\n`}passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${account.uid} gid=${account.gid} home=${dir}/home/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service auth {
  user = ${account.name}
}
service auth-worker {
  user = ${account.name}
}
`;
}

function chownTree(path: string, uid: number, gid: number): void {
  chownSync(path, uid, gid);
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) chownTree(join(path, entry), uid, gid);
}

async function listening(port: number, child: ChildProcess, log: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dovecot exited (${child.exitCode}): ${existsSync(log) ? readFileSync(log, "utf8") : ""}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() - started > 120_000) throw new Error(`dovecot did not listen on ${port}: ${existsSync(log) ? readFileSync(log, "utf8") : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startDovecot(options: DovecotOptions): Promise<Dovecot> {
  const missing = dovecotMissing();
  if (missing) throw new Error(missing);
  const account = runAs();
  const dir = mkdtempSync(join(tmpdir(), "hots-dovecot-"));
  const port = await freePort();
  const conf = join(dir, "dovecot.conf");
  writeFileSync(conf, configText(dir, port, account, options.idle ?? true));
  // Base64, so that a password may hold the file's separator (a colon).
  writeFileSync(join(dir, "passwd"), options.users.map((u) => `${u.user}:{PLAIN.b64}${Buffer.from(u.password).toString("base64")}\n`).join(""));
  if (account.spawnAs) chownTree(dir, account.uid, account.gid);
  // `dovecot -n` reads the configuration and fails on any mistake in it, before anything starts.
  await promisify(execFile)(DOVECOT, ["-n", "-c", conf]);

  let child: ChildProcess | null = null;
  const log = join(dir, "dovecot.log");
  const start = async () => {
    const process = spawn(DOVECOT, ["-F", "-c", conf], { stdio: ["ignore", "ignore", "pipe"], ...(account.spawnAs ?? {}) });
    process.stderr?.on("data", (chunk: Buffer) => console.error(`[dovecot] ${chunk.toString().trim()}`));
    child = process;
    // A test run that ends without close() (a crash) takes its server with it.
    const orphan = () => process.kill("SIGTERM");
    globalThis.process.once("exit", orphan);
    process.once("exit", () => globalThis.process.off("exit", orphan));
    await listening(port, process, log);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (running === null || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  };
  await start();

  const client = async (user: MailboxUser) => {
    const imap = new ImapFlow({ host: "127.0.0.1", port, secure: false, auth: { user: user.user, pass: user.password }, logger: false });
    imap.on("error", () => undefined);
    await imap.connect();
    return imap;
  };
  return {
    host: "127.0.0.1",
    port,
    url: (user, mailbox = "INBOX") => `imap://${encodeURIComponent(user.user)}:${encodeURIComponent(user.password)}@127.0.0.1:${port}/${encodeURIComponent(mailbox)}`,
    client,
    async append(user, raw, mailbox = "INBOX") {
      const imap = await client(user);
      try {
        await imap.append(mailbox, raw);
      } finally {
        await imap.logout();
      }
    },
    async folder(user, mailbox) {
      const imap = await client(user);
      try {
        if (!(await imap.list()).some((f) => f.path === mailbox)) return [];
        const lock = await imap.getMailboxLock(mailbox);
        try {
          const out: { uid: number; messageId: string; flags: string[] }[] = [];
          if ((imap.mailbox && imap.mailbox.exists) === 0) return out;
          for await (const m of imap.fetch("1:*", { uid: true, envelope: true, flags: true })) out.push({ uid: m.uid, messageId: m.envelope?.messageId ?? "", flags: [...(m.flags ?? [])] });
          return out;
        } finally {
          lock.release();
        }
      } finally {
        await imap.logout();
      }
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
