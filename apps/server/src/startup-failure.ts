/**
 * Why the app did not start, as one Korean sentence saying what to do: no stack, no Buffer dump, no
 * connection string. main.ts prints it; LOG_LEVEL=debug adds the stack of an unforeseen error.
 */
import { ConfigError } from "./config/env.ts";
import { isDatabaseUnavailable } from "./db/connection-errors.ts";
import { StartupError } from "./startup-error.ts";

interface SystemError extends Error {
  code?: string;
  syscall?: string;
  path?: string;
  port?: number;
  address?: string;
}

export function describeStartupFailure(error: unknown): string {
  if (error instanceof StartupError || error instanceof ConfigError) return error.message;
  const e = (error instanceof Error ? error : new Error(String(error))) as SystemError;
  const port = e.port ?? process.env.PORT ?? 3000;
  if (e.syscall === "listen" || e.code === "EADDRINUSE") {
    if (e.code === "EADDRINUSE")
      return `포트 ${port}번을 이미 다른 프로그램이 쓰고 있습니다. 그 프로그램을 끄거나 PORT를 다른 값으로 정해 주세요.`;
    if (e.code === "EACCES")
      return `포트 ${port}번을 열 권한이 없습니다. 1024 이상의 PORT를 쓰거나 관리자 권한으로 실행해 주세요.`;
    return `HOST ${e.address ?? process.env.HOST ?? "localhost"}:${port}에서 접속을 받을 수 없습니다 (${e.code}). HOST와 PORT를 확인해 주세요.`;
  }
  if (e.code === "EACCES" || e.code === "EPERM" || e.code === "EROFS") {
    return `${e.path ?? "데이터 디렉터리"}에 접근할 권한이 없습니다. 쓸 수 있는 디렉터리를 DATA_DIR로 정하거나 권한을 확인해 주세요.`;
  }
  if (e.code === "ENOSPC") return "디스크 공간이 부족해 시작할 수 없습니다. 공간을 확보한 뒤 다시 시작해 주세요.";
  if (e.code === "28P01" || e.code === "28000") {
    return "데이터베이스 로그인에 실패했습니다. DATABASE_URL의 사용자와 비밀번호를 확인해 주세요.";
  }
  if (e.code === "3D000")
    return "DATABASE_URL의 데이터베이스가 없습니다. 데이터베이스를 만들거나 주소를 확인해 주세요.";
  if (isDatabaseUnavailable(e) || e.code === "ENOTFOUND") {
    return `데이터베이스에 연결할 수 없습니다 (${e.code ?? e.message}). DATABASE_URL의 주소와 데이터베이스 서버가 켜져 있는지 확인해 주세요.`;
  }
  return `물멍을 시작하지 못했습니다: ${e.message.split("\n")[0]} (자세한 내용은 LOG_LEVEL=debug로 다시 실행해 보세요.)`;
}
