/** Whether a request comes from this machine (IPv4 127/8 or IPv6 ::1, also as IPv4-mapped). */
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isLoopback(ip: string): boolean {
  return LOOPBACK.test(ip);
}
