/** What every e-mail template renders to: handed to the transport with its envelope. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
