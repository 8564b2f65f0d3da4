// antd's Select opens its list in a MessageChannel macrotask, and the jsdom environment here has
// no MessageChannel (Node's keeps jest from exiting). A timer-based stand-in is enough for tests.
class ShimPort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  peer: ShimPort | null = null;
  postMessage(data: unknown) {
    setTimeout(() => this.peer?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {
    this.peer = null;
  }
}

class ShimMessageChannel {
  port1 = new ShimPort();
  port2 = new ShimPort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

const scope = globalThis as { MessageChannel?: unknown };
if (typeof scope.MessageChannel === 'undefined') scope.MessageChannel = ShimMessageChannel;

export {};
