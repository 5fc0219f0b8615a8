import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';

const transports = new Map<string, Transporter>();

/** One SMTP transport per URL, kept for the process: connections are pooled. */
export function smtpTransport(config: Config): Transporter | undefined {
  if (!config.smtpUrl) return undefined;
  let transport = transports.get(config.smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(config.smtpUrl);
    transports.set(config.smtpUrl, transport);
  }
  return transport;
}
