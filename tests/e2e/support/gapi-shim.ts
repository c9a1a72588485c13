// Google sign-in through the Auth emulator still loads Google's gapi loader from
// https://apis.google.com/js/api.js, twice: the Firebase SDK in the app page uses gapi.iframes to
// embed the emulator's helper iframe, and that iframe uses gapi.iframes to talk back. The test
// machines are offline, so the browser suites serve this stand-in for that one script. It implements
// only what those two callers use (load, getContext().open, getParentIframe, register, send, ping,
// restyle) as a small postMessage RPC; the popup, the emulator's account widget, the SDK's event
// handling and the app's own code all run unchanged.

const shimSource = String.raw`
(function () {
  'use strict';
  var FILTER = { gapiShimFilter: true };

  // One side of the RPC between the app page and the helper iframe; peer() is the other window.
  function Channel(peer) {
    var self = this;
    self.peer = peer;
    self.handlers = {};
    self.pending = {};
    self.queued = [];
    self.nextId = 1;
    window.addEventListener('message', function (event) {
      var message = event.data;
      if (!message || message.gapiShim !== true || event.source !== self.peer()) return;
      if (message.kind === 'reply') {
        var callback = self.pending[message.id];
        delete self.pending[message.id];
        // The SDK's webStorageSupport callback throws after answering; gapi does not surface that.
        if (callback) {
          try { callback(message.result); } catch (ignored) {}
        }
      } else if (message.kind === 'call') {
        self.deliver(message);
      }
    });
  }
  Channel.prototype.post = function (message) {
    message.gapiShim = true;
    var target = this.peer();
    if (target) target.postMessage(message, '*');
  };
  Channel.prototype.deliver = function (message) {
    var self = this;
    if (message.name === '__ping') {
      self.post({ kind: 'reply', id: message.id, result: [{ status: 'ACK' }] });
      return;
    }
    var handler = self.handlers[message.name];
    // A call that arrives before its handler is registered waits for it, as gapi's does.
    if (!handler) {
      self.queued.push(message);
      return;
    }
    Promise.resolve()
      .then(function () { return handler(message.data); })
      .then(
        function (result) { self.post({ kind: 'reply', id: message.id, result: [result] }); },
        function () { self.post({ kind: 'reply', id: message.id, result: [] }); }
      );
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.queued.filter(function (m) { return m.name === name; });
    this.queued = this.queued.filter(function (m) { return m.name !== name; });
    waiting.forEach(this.deliver, this);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = this.nextId++;
    this.pending[id] = callback || function () {};
    this.post({ kind: 'call', id: id, name: name, data: data });
  };

  var parentChannel = window.parent !== window ? new Channel(function () { return window.parent; }) : null;

  function openIframe(options, onOpen) {
    var element = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (key) {
      if (key === 'style') Object.assign(element.style, attributes.style);
      else element.setAttribute(key, attributes[key]);
    });
    element.src = options.url;
    (options.where || document.body).appendChild(element);
    var channel = new Channel(function () { return element.contentWindow; });
    var iframe = {
      restyle: function () { return Promise.resolve(); },
      register: function (name, handler) { channel.register(name, handler); },
      send: function (name, data, callback) { channel.send(name, data, callback); },
      // Answers once the iframe's copy of this script is listening; messages sent earlier are lost.
      ping: function (callback) {
        return new Promise(function (resolve) {
          var answered = false;
          (function attempt() {
            if (answered) return;
            channel.send('__ping', null, function () {
              if (!answered) { answered = true; resolve(); }
            });
            setTimeout(attempt, 100);
          })();
        }).then(function () { if (callback) callback(); });
      },
    };
    return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
  }

  var context = {
    open: openIframe,
    getParentIframe: function () {
      return {
        register: function (name, handler) { parentChannel.register(name, handler); },
        send: function (name, data, callback) { parentChannel.send(name, data, callback); },
      };
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: function () { return context; } };
  window.gapi.load = function (_name, config) {
    var callback = typeof config === 'function' ? config : config && config.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };

  var onloadName = __ONLOAD__;
  setTimeout(function () {
    if (onloadName && typeof window[onloadName] === 'function') window[onloadName]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

export const gapiScriptUrl = 'https://apis.google.com/js/api.js';

/** The stand-in script for one request; `onload` is the callback named in its query string. */
export function gapiShim(requestUrl: string): string {
  const onload = new URL(requestUrl).searchParams.get('onload');
  return shimSource.replace('__ONLOAD__', JSON.stringify(onload));
}
