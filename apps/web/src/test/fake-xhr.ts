/** Stands in for XMLHttpRequest (lib/upload) so a test decides when progress and replies arrive. */
export class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  upload = new EventTarget();
  status = 0;
  statusText = "";
  responseText = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent("progress", { lengthComputable: true, loaded, total }),
    );
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event("load"));
  }
}
