/*
 * A test double of the licensevendor runtime: implements every function of
 * tests/native/licensevendor_abi.h with the header's conventions (NULL or "" = not given,
 * caller buffers with BUFFER_TOO_SMALL and the needed size), so that the console's binding is tested
 * against the contract rather than against this file.
 *
 * Driven by environment variables, read when the library is loaded (the console's host process
 * passes on the LV_* variables of the console's environment, as a vendor runtime's own settings):
 *   LV_DOUBLE_LICENSES  fixture file, one directive per line ('#' starts a comment):
 *                         appdata <hex>                  application data the product expects
 *                         license <sn> at=local|group|cloud [pending] [expired] [disabled] [revoked]
 *                                 [end=<iso>]            a license; pending = needs update-online first
 *                         feature <id> <name> [expired] [end=<iso>] [value=<n>]   of the last license
 *                         fail <function> <code>         that function always returns that code
 *   LV_DOUBLE_STATE     file where activations (update-online, apply-update) are kept across restarts
 *   LV_DOUBLE_LOG       file that receives one JSON line per call with its arguments
 *   LV_DOUBLE_CONTROL   file read on every call: "crash <function>", "hang <function>" or
 *                       "fail <function> <code>" lines
 *   LV_DOUBLE_CRASH / LV_DOUBLE_HANG   a function name: crash / hang on every call of it
 *   LV_DOUBLE_PRINT     when set, every call prints a line to stdout and one to stderr, as a chatty
 *                       vendor runtime does (login prints the serial number it was given)
 *
 * Remote sources (http(s)://host[:port], <group>://host:port) are really tried over TCP: tests decide
 * reachability by starting a listener or not. Built with -DLV_PREFIX=<prefix> and -DMODE_LOCAL=… the
 * same code exports renamed symbols and other login-mode values, as a differently built vendor
 * library would.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* The double builds for Linux (gcc: a .so) and for Windows (mingw-w64: a DLL that the Windows lane,
 * tests/windows/, loads through koffi under Wine). What differs is the socket API, the process id,
 * how a crash and a hang are made, and how symbols are exported; everything else is standard C. */
#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <winsock2.h>
#include <ws2tcpip.h>
#include <windows.h>
#include <process.h>
#undef E_HANDLE /* a COM error code in winerror.h; the double's own E_HANDLE is the catalogue's 258 */
#define getpid _getpid
#define strtok_r strtok_s
#ifndef S_ISDIR
#define S_ISDIR(m) (((m) & S_IFMT) == S_IFDIR)
#endif
typedef SOCKET socket_t;
#define close_socket closesocket
#define EXPORT __declspec(dllexport)
#else
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
typedef int socket_t;
#define INVALID_SOCKET (-1)
#define close_socket close
#define EXPORT __attribute__((visibility("default")))
#endif

#include "licensevendor_abi.h"

#ifndef LV_PREFIX
#define LV_PREFIX lv_
#endif
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#define LVFN(name) CAT(LV_PREFIX, name)
#define STR2(x) #x
#define STR(x) STR2(x)

#ifndef MODE_LOCAL
#define MODE_LOCAL LV_MODE_LOCAL
#endif
#ifndef MODE_REMOTE
#define MODE_REMOTE LV_MODE_REMOTE
#endif
#ifndef MODE_AUTO
#define MODE_AUTO LV_MODE_AUTO
#endif
#ifndef GROUP_SCHEME
#define GROUP_SCHEME "bit"
#endif

enum {
  E_NETWORK = 257, E_HANDLE = 258, E_PARAM = 259, E_APPDATA = 261, E_SERVER_DOWN = 264,
  E_NO_LICENSE = 276, E_SN_INVALID = 284, E_REVOKED = 291, E_NO_GROUP = 294, E_URL = 301,
  E_SN_EMPTY = 303, E_FEATURE_NOT_FOUND = 1283, E_FEATURE_EXPIRED = 1289, E_EXPIRED = 1793,
  E_SN_DISABLED = 1797, E_SN_NOT_FOUND = 1798
};

enum { AT_LOCAL = 1, AT_GROUP = 2, AT_CLOUD = 4 };

typedef struct {
  uint32_t id;
  char name[128];
  int expired;
  char end[40];
  uint32_t value;
} feature_t;

typedef struct {
  char sn[128];
  int at;
  int pending, expired, disabled, revoked;
  char end[40];
  feature_t features[256];
  int feature_count;
} license_t;

typedef struct {
  char fn[64];
  uint32_t code;
} failure_t;

#define MAGIC 0x4c56534eu
typedef struct session {
  uint32_t magic;
  license_t *license;
  char server[320];
  struct session *next;
} session_t;

static license_t licenses[32];
static int license_count;
static failure_t failures[32];
static int failure_count;
static uint8_t expected_app[256];
static int expected_app_len = -1;
static char root_path[1024];
static session_t *sessions;
static int loaded;

/* ---------- logging ---------- */

static void json_string(FILE *f, const char *s) {
  if (!s) {
    fputs("null", f);
    return;
  }
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\') fprintf(f, "\\%c", *p);
    else if (*p < 0x20) fprintf(f, "\\u%04x", *p);
    else fputc(*p, f);
  }
  fputc('"', f);
}

static void json_bytes(FILE *f, const uint8_t *data, uint32_t len) {
  if (!data) {
    fputs("null", f);
    return;
  }
  fputc('"', f);
  for (uint32_t i = 0; i < len; i++) fprintf(f, "%02x", data[i]);
  fputc('"', f);
}

/* Opens the call log with the function name written; the caller adds fields and calls log_end. */
static FILE *log_begin(const char *fn) {
  const char *path = getenv("LV_DOUBLE_LOG");
  if (!path || !*path) return NULL;
  FILE *f = fopen(path, "a");
  if (!f) return NULL;
  fprintf(f, "{\"fn\":\"%s\",\"pid\":%d", fn, (int)getpid());
  return f;
}

static void log_str(FILE *f, const char *key, const char *value) {
  if (!f) return;
  fprintf(f, ",\"%s\":", key);
  json_string(f, value);
}

static void log_u32(FILE *f, const char *key, uint32_t value) {
  if (f) fprintf(f, ",\"%s\":%u", key, value);
}

static void log_i32(FILE *f, const char *key, int32_t value) {
  if (f) fprintf(f, ",\"%s\":%d", key, value);
}

static void log_app(FILE *f, const uint8_t *data, uint32_t len) {
  if (!f) return;
  fputs(",\"appData\":", f);
  json_bytes(f, data, len);
  fprintf(f, ",\"appDataLen\":%u", len);
}

static void log_ptr(FILE *f, const char *key, const void *p) {
  if (f) fprintf(f, ",\"%s\":%s", key, p ? "true" : "false");
}

static void log_end(FILE *f) {
  if (!f) return;
  fputs("}\n", f);
  fclose(f);
}

/* ---------- switches ---------- */

/* Whether a switch is on for fn: the variable names fn, or the control file has "<verb> fn [code]".
 * The control file is read on every call so that a test can flip a switch mid-session. */
static int switched(const char *env, const char *verb, const char *fn, uint32_t *code) {
  const char *direct = env ? getenv(env) : NULL;
  if (direct && strcmp(direct, fn) == 0) return 1;
  const char *control = getenv("LV_DOUBLE_CONTROL");
  if (!control || !*control) return 0;
  FILE *f = fopen(control, "r");
  if (!f) return 0;
  char line[256], v[64], name[128];
  unsigned long value = 0;
  int hit = 0;
  while (!hit && fgets(line, sizeof line, f)) {
    int n = sscanf(line, "%63s %127s %lu", v, name, &value);
    if (n >= 2 && strcmp(v, verb) == 0 && strcmp(name, fn) == 0) {
      hit = 1;
      if (code) *code = n == 3 ? (uint32_t)value : 0;
    }
  }
  fclose(f);
  return hit;
}

static void load(void);

/* Every exported function starts here: load the fixture, obey crash and hang switches, forced codes. */
static uint32_t enter(const char *fn) {
  load();
  if (getenv("LV_DOUBLE_PRINT")) {
    printf("licensevendor: %s called\n", fn);
    fflush(stdout);
    fprintf(stderr, "licensevendor warning: %s has nothing to say\n", fn);
  }
  if (switched("LV_DOUBLE_CRASH", "crash", fn, NULL)) {
#ifdef _WIN32
    /* An access violation, as a faulty vendor DLL makes one (0xC0000005); raise() would only exit 3. */
    RaiseException(EXCEPTION_ACCESS_VIOLATION, EXCEPTION_NONCONTINUABLE, 0, NULL);
#else
    raise(SIGSEGV);
#endif
    abort();
  }
  if (switched("LV_DOUBLE_HANG", "hang", fn, NULL))
#ifdef _WIN32
    for (;;) Sleep(INFINITE);
#else
    for (;;) pause();
#endif
  uint32_t code = 0;
  if (switched(NULL, "fail", fn, &code) && code) return code;
  for (int i = 0; i < failure_count; i++)
    if (strcmp(failures[i].fn, fn) == 0) return failures[i].code;
  return 0;
}

/* Returns early with a forced code (crash and hang never return). */
#define ENTER(fn)                       \
  do {                                  \
    uint32_t forced_ = enter(fn);       \
    if (forced_) return forced_;        \
  } while (0)

/* Declares s as the live session behind handle, or returns wrong handle. */
#define SESSION(s, handle)              \
  session_t *s = find_session(handle);  \
  if (!s) return E_HANDLE

/* ---------- fixture and state ---------- */

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

static license_t *find_license(const char *sn) {
  for (int i = 0; i < license_count; i++)
    if (strcmp(licenses[i].sn, sn) == 0) return &licenses[i];
  return NULL;
}

static void load_state(void) {
  const char *path = getenv("LV_DOUBLE_STATE");
  if (!path || !*path) return;
  FILE *f = fopen(path, "r");
  if (!f) return;
  char line[256];
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\r\n")] = 0;
    license_t *l = find_license(line);
    if (l) l->pending = 0;
  }
  fclose(f);
}

static void keep_activation(license_t *l) {
  l->pending = 0;
  const char *path = getenv("LV_DOUBLE_STATE");
  if (!path || !*path) return;
  FILE *f = fopen(path, "a");
  if (!f) return;
  fprintf(f, "%s\n", l->sn);
  fclose(f);
}

static void load(void) {
  if (loaded) return;
  loaded = 1;
  const char *path = getenv("LV_DOUBLE_LICENSES");
  FILE *f = path && *path ? fopen(path, "r") : NULL;
  if (!f) return;
  char line[512];
  license_t *current = NULL;
  while (fgets(line, sizeof line, f)) {
    char *hash = strchr(line, '#');
    if (hash) *hash = 0;
    char *save = NULL;
    char *word = strtok_r(line, " \t\r\n", &save);
    if (!word) continue;
    if (strcmp(word, "appdata") == 0) {
      char *hex = strtok_r(NULL, " \t\r\n", &save);
      expected_app_len = 0;
      for (size_t i = 0; hex && hex[i] && hex[i + 1] && expected_app_len < (int)sizeof expected_app; i += 2)
        expected_app[expected_app_len++] = (uint8_t)(hexval(hex[i]) * 16 + hexval(hex[i + 1]));
    } else if (strcmp(word, "license") == 0 && license_count < 32) {
      current = &licenses[license_count++];
      memset(current, 0, sizeof *current);
      char *sn = strtok_r(NULL, " \t\r\n", &save);
      snprintf(current->sn, sizeof current->sn, "%s", sn ? sn : "");
      current->at = AT_LOCAL;
      for (char *opt; (opt = strtok_r(NULL, " \t\r\n", &save));) {
        if (strcmp(opt, "at=local") == 0) current->at = AT_LOCAL;
        else if (strcmp(opt, "at=group") == 0) current->at = AT_GROUP;
        else if (strcmp(opt, "at=cloud") == 0) current->at = AT_CLOUD;
        else if (strcmp(opt, "pending") == 0) current->pending = 1;
        else if (strcmp(opt, "expired") == 0) current->expired = 1;
        else if (strcmp(opt, "disabled") == 0) current->disabled = 1;
        else if (strcmp(opt, "revoked") == 0) current->revoked = 1;
        else if (strncmp(opt, "end=", 4) == 0) snprintf(current->end, sizeof current->end, "%s", opt + 4);
      }
    } else if (strcmp(word, "feature") == 0 && current && current->feature_count < 256) {
      feature_t *ft = &current->features[current->feature_count++];
      memset(ft, 0, sizeof *ft);
      char *id = strtok_r(NULL, " \t\r\n", &save);
      char *name = strtok_r(NULL, " \t\r\n", &save);
      ft->id = id ? (uint32_t)strtoul(id, NULL, 10) : 0;
      snprintf(ft->name, sizeof ft->name, "%s", name ? name : "");
      for (char *opt; (opt = strtok_r(NULL, " \t\r\n", &save));) {
        if (strcmp(opt, "expired") == 0) ft->expired = 1;
        else if (strncmp(opt, "end=", 4) == 0) snprintf(ft->end, sizeof ft->end, "%s", opt + 4);
        else if (strncmp(opt, "value=", 6) == 0) ft->value = (uint32_t)strtoul(opt + 6, NULL, 10);
      }
    } else if (strcmp(word, "fail") == 0 && failure_count < 32) {
      char *fn = strtok_r(NULL, " \t\r\n", &save);
      char *code = strtok_r(NULL, " \t\r\n", &save);
      if (fn && code) {
        snprintf(failures[failure_count].fn, sizeof failures[failure_count].fn, "%s", fn);
        failures[failure_count++].code = (uint32_t)strtoul(code, NULL, 10);
      }
    }
  }
  fclose(f);
  load_state();
}

static int given(const char *s) { return s && *s; }

static uint32_t check_app(const uint8_t *data, uint32_t len) {
  if (len > 0 && !data) return E_PARAM;
  if (expected_app_len < 0) return 0;
  if ((int)len != expected_app_len || (len > 0 && memcmp(data, expected_app, len) != 0)) return E_APPDATA;
  return 0;
}

/* Writes a string into a caller buffer under the header's convention. */
static uint32_t put_string(const char *value, char *out, uint32_t *inout_len) {
  if (!inout_len) return E_PARAM;
  uint32_t needed = (uint32_t)strlen(value) + 1;
  if (!out || *inout_len < needed) {
    *inout_len = needed;
    return LV_ERR_BUFFER_TOO_SMALL;
  }
  memcpy(out, value, needed);
  *inout_len = needed - 1;
  return 0;
}

/* ---------- URLs and the network ---------- */

/* Tries a TCP connection; 0 when something listens, else the catalogue code. */
#ifdef _WIN32
/* Connects without blocking; 0 once connected within the double's 1.5 s, else -1. */
static int connect_soon(socket_t fd, const struct addrinfo *a) {
  u_long nonblocking = 1;
  ioctlsocket(fd, FIONBIO, &nonblocking);
  if (connect(fd, a->ai_addr, (int)a->ai_addrlen) == 0) return 0;
  if (WSAGetLastError() != WSAEWOULDBLOCK) return -1;
  fd_set writable, failed;
  FD_ZERO(&writable);
  FD_ZERO(&failed);
  FD_SET(fd, &writable);
  FD_SET(fd, &failed);
  struct timeval limit = {1, 500000};
  int err = 0, l = sizeof err;
  if (select(0, NULL, &writable, &failed, &limit) != 1 || !FD_ISSET(fd, &writable)) return -1;
  return getsockopt(fd, SOL_SOCKET, SO_ERROR, (char *)&err, &l) == 0 && err == 0 ? 0 : -1;
}
#else
static int connect_soon(socket_t fd, const struct addrinfo *a) {
  fcntl(fd, F_SETFL, O_NONBLOCK);
  if (connect(fd, a->ai_addr, a->ai_addrlen) == 0) return 0;
  if (errno != EINPROGRESS) return -1;
  struct pollfd p = {fd, POLLOUT, 0};
  int err = 0;
  socklen_t l = sizeof err;
  return poll(&p, 1, 1500) == 1 && getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &l) == 0 && err == 0 ? 0 : -1;
}
#endif

static uint32_t reach(const char *host, const char *port) {
#ifdef _WIN32
  static int started;
  WSADATA wsa;
  if (!started && WSAStartup(MAKEWORD(2, 2), &wsa) == 0) started = 1;
#endif
  struct addrinfo hints = {0}, *res = NULL;
  hints.ai_socktype = SOCK_STREAM;
  if (getaddrinfo(host, port, &hints, &res) != 0 || !res) return E_NETWORK;
  uint32_t result = E_SERVER_DOWN;
  for (struct addrinfo *a = res; a && result; a = a->ai_next) {
    socket_t fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
    if (fd == INVALID_SOCKET) continue;
    if (connect_soon(fd, a) == 0) result = 0;
    close_socket(fd);
  }
  freeaddrinfo(res);
  return result;
}

typedef struct {
  int kind; /* AT_* */
  char host[256];
  char port[16];
} source_t;

/* Parses one source of a URL list; returns 0 or E_URL. */
static uint32_t parse_source(const char *text, source_t *s) {
  memset(s, 0, sizeof *s);
  const char *sep = strstr(text, "://");
  if (!sep || sep == text) return E_URL;
  size_t scheme_len = (size_t)(sep - text);
  const char *rest = sep + 3;
  if ((scheme_len == 4 && strncmp(text, "http", 4) == 0) || (scheme_len == 5 && strncmp(text, "https", 5) == 0)) {
    s->kind = AT_CLOUD;
    size_t n = strcspn(rest, ":/");
    if (n == 0 || n >= sizeof s->host) return E_URL;
    memcpy(s->host, rest, n);
    if (rest[n] == ':') snprintf(s->port, sizeof s->port, "%.*s", (int)strcspn(rest + n + 1, "/"), rest + n + 1);
    else snprintf(s->port, sizeof s->port, "%s", scheme_len == 5 ? "443" : "80");
    return 0;
  }
  if (scheme_len == strlen(GROUP_SCHEME) && strncmp(text, GROUP_SCHEME, scheme_len) == 0) {
    s->kind = AT_GROUP;
    const char *colon = strrchr(rest, ':');
    if (!colon || colon == rest || !colon[1]) return E_URL;
    snprintf(s->host, sizeof s->host, "%.*s", (int)(colon - rest), rest);
    snprintf(s->port, sizeof s->port, "%s", colon + 1);
    for (const char *p = s->port; *p; p++)
      if (*p < '0' || *p > '9') return E_URL;
    return 0;
  }
  if ((scheme_len == 4 && strncmp(text, "root", 4) == 0) || (scheme_len == 3 && strncmp(text, "lic", 3) == 0)) {
    s->kind = AT_LOCAL;
    return *rest ? 0 : E_URL;
  }
  return E_URL;
}

/* Splits the URL list and finds which kinds of sources are usable under the mode. On success
 * *kinds holds AT_* bits of reachable sources and server names the first remote one reached. */
static uint32_t open_sources(const char *url, int32_t mode, int *kinds, char *server, size_t server_size) {
  *kinds = 0;
  server[0] = 0;
  int want_local = mode == MODE_LOCAL || mode == MODE_AUTO;
  int want_remote = mode == MODE_REMOTE || mode == MODE_AUTO;
  if (want_local && (!given(url) || given(root_path))) *kinds |= AT_LOCAL;
  if (!given(url)) return want_remote && !want_local ? E_NO_GROUP : 0;
  char list[2048];
  snprintf(list, sizeof list, "%s", url);
  uint32_t remote_error = 0;
  int remote_sources = 0;
  char *save = NULL;
  for (char *item = strtok_r(list, ",", &save); item; item = strtok_r(NULL, ",", &save)) {
    while (*item == ' ') item++;
    source_t s;
    if (parse_source(item, &s) != 0) return E_URL;
    if (s.kind == AT_LOCAL) {
      if (want_local) *kinds |= AT_LOCAL;
      continue;
    }
    remote_sources++;
    if (!want_remote) continue;
    uint32_t rc = reach(s.host, s.port);
    if (rc == 0) {
      *kinds |= s.kind;
      if (!server[0]) snprintf(server, server_size, "%s:%s", s.host, s.port);
    } else if (!remote_error) remote_error = rc;
  }
  if (mode == MODE_REMOTE && remote_sources == 0) return E_NO_GROUP;
  if (!(*kinds) && remote_error) return remote_error;
  return 0;
}

static uint32_t license_state(const license_t *l) {
  if (l->revoked) return E_REVOKED;
  if (l->disabled) return E_SN_DISABLED;
  if (l->expired) return E_EXPIRED;
  return 0;
}

/* ---------- session ---------- */

static session_t *find_session(lv_handle h) {
  for (session_t *s = sessions; s; s = s->next)
    if ((void *)s == h && s->magic == MAGIC) return s;
  return NULL;
}

static feature_t *find_feature(license_t *l, uint32_t id) {
  for (int i = 0; i < l->feature_count; i++)
    if (l->features[i].id == id) return &l->features[i];
  return NULL;
}

EXPORT lv_status LVFN(login)(const char *url, const char *sn, uint32_t feature_id, const uint8_t *app_data,
                             uint32_t app_data_len, int32_t mode, lv_handle *out_handle) {
  FILE *log = log_begin(STR(LVFN(login)));
  log_str(log, "url", url);
  log_str(log, "sn", sn);
  log_u32(log, "featureId", feature_id);
  log_app(log, app_data, app_data_len);
  log_i32(log, "mode", mode);
  log_str(log, "rootPath", given(root_path) ? root_path : NULL);
  log_end(log);
  if (getenv("LV_DOUBLE_PRINT")) {
    printf("licensevendor: login sn=%s\n", sn ? sn : "");
    fflush(stdout);
  }
  ENTER(STR(LVFN(login)));
  if (!out_handle) return E_PARAM;
  *out_handle = NULL;
  if (mode != MODE_LOCAL && mode != MODE_REMOTE && mode != MODE_AUTO) return E_PARAM;
  uint32_t rc = check_app(app_data, app_data_len);
  if (rc) return rc;
  int kinds = 0;
  char server[300];
  rc = open_sources(url, mode, &kinds, server, sizeof server);
  if (rc) return rc;
  license_t *found = NULL;
  if (given(sn)) {
    found = find_license(sn);
    if (!found) return E_SN_NOT_FOUND;
    if (!(found->at & kinds) || found->pending) return E_NO_LICENSE;
  } else {
    for (int i = 0; i < license_count && !found; i++)
      if ((licenses[i].at & kinds) && !licenses[i].pending) found = &licenses[i];
    if (!found) return E_NO_LICENSE;
  }
  rc = license_state(found);
  if (rc) return rc;
  if (feature_id && !find_feature(found, feature_id)) return E_FEATURE_NOT_FOUND;
  session_t *s = calloc(1, sizeof *s);
  if (!s) return E_PARAM;
  s->magic = MAGIC;
  s->license = found;
  snprintf(s->server, sizeof s->server, "%s", server[0] ? server : "local");
  s->next = sessions;
  sessions = s;
  *out_handle = s;
  return 0;
}

EXPORT lv_status LVFN(logout)(lv_handle handle) {
  FILE *log = log_begin(STR(LVFN(logout)));
  log_ptr(log, "handle", handle);
  log_end(log);
  ENTER(STR(LVFN(logout)));
  for (session_t **p = &sessions; *p; p = &(*p)->next)
    if ((void *)*p == handle && (*p)->magic == MAGIC) {
      session_t *s = *p;
      *p = s->next;
      s->magic = 0;
      free(s);
      return 0;
    }
  return E_HANDLE;
}

EXPORT lv_status LVFN(update_online)(const char *url, const char *sn, const uint8_t *app_data, uint32_t app_data_len) {
  FILE *log = log_begin(STR(LVFN(update_online)));
  log_str(log, "url", url);
  log_str(log, "sn", sn);
  log_app(log, app_data, app_data_len);
  log_end(log);
  ENTER(STR(LVFN(update_online)));
  if (!given(sn)) return E_SN_EMPTY;
  uint32_t rc = check_app(app_data, app_data_len);
  if (rc) return rc;
  int kinds = 0;
  char server[300];
  rc = open_sources(url, MODE_REMOTE, &kinds, server, sizeof server);
  if (rc) return rc;
  license_t *l = find_license(sn);
  if (!l) return E_SN_NOT_FOUND;
  if (!(l->at & kinds)) return E_NO_LICENSE;
  rc = license_state(l);
  if (rc) return rc;
  keep_activation(l);
  return 0;
}

/* Offline activation. A request code names the license only by a hash of its SN and the
 * application data (a real request code is opaque too, and never shows the SN); the "vendor" answers
 * it with an update code derived from that hash (tests/native/licensevendor-double.ts computes it),
 * and the receipt names the request it answered. FNV-1a, 64 bits: deterministic, not secure. */
static uint64_t fnv1a(uint64_t h, const uint8_t *data, size_t len) {
  for (size_t i = 0; i < len; i++) {
    h ^= data[i];
    h *= 0x100000001b3ULL;
  }
  return h;
}

static uint64_t request_hash(const char *sn, const uint8_t *app_data, uint32_t app_data_len) {
  uint64_t h = fnv1a(0xcbf29ce484222325ULL, (const uint8_t *)sn, strlen(sn));
  h = fnv1a(h, (const uint8_t *)"|", 1);
  return app_data ? fnv1a(h, app_data, app_data_len) : h;
}

static uint64_t update_hash(uint64_t request) {
  char text[64];
  snprintf(text, sizeof text, "update:%016llx", (unsigned long long)request);
  return fnv1a(0xcbf29ce484222325ULL, (const uint8_t *)text, strlen(text));
}

EXPORT lv_status LVFN(get_request_info)(const char *sn, const uint8_t *app_data, uint32_t app_data_len, char *out_request,
                                        uint32_t *inout_len) {
  FILE *log = log_begin(STR(LVFN(get_request_info)));
  log_str(log, "sn", sn);
  log_app(log, app_data, app_data_len);
  log_u32(log, "bufferSize", inout_len ? *inout_len : 0);
  log_end(log);
  ENTER(STR(LVFN(get_request_info)));
  if (!given(sn)) return E_SN_EMPTY;
  uint32_t rc = check_app(app_data, app_data_len);
  if (rc) return rc;
  license_t *l = find_license(sn);
  if (!l) return E_SN_NOT_FOUND;
  char request[64];
  snprintf(request, sizeof request, "LVREQ1:%016llx", (unsigned long long)request_hash(l->sn, app_data, app_data_len));
  return put_string(request, out_request, inout_len);
}

EXPORT lv_status LVFN(apply_update_info)(const uint8_t *app_data, uint32_t app_data_len, const char *update_info,
                                         char *out_receipt, uint32_t *inout_len) {
  FILE *log = log_begin(STR(LVFN(apply_update_info)));
  log_app(log, app_data, app_data_len);
  log_str(log, "updateInfo", update_info);
  log_u32(log, "bufferSize", inout_len ? *inout_len : 0);
  log_end(log);
  ENTER(STR(LVFN(apply_update_info)));
  if (!given(update_info) || strncmp(update_info, "LVUPD1:", 7) != 0) return E_PARAM;
  uint32_t rc = check_app(app_data, app_data_len);
  if (rc) return rc;
  /* The vendor signs the request: find the license whose request code this update code answers. */
  license_t *l = NULL;
  uint64_t request = 0;
  for (int i = 0; i < license_count && !l; i++) {
    request = request_hash(licenses[i].sn, app_data, app_data_len);
    char expected[64];
    snprintf(expected, sizeof expected, "LVUPD1:%016llx", (unsigned long long)update_hash(request));
    if (strcmp(update_info, expected) == 0) l = &licenses[i];
  }
  if (!l) return E_SN_INVALID;
  /* The receipt is checked before anything changes, so a retry with a bigger buffer is harmless. */
  char receipt[64];
  snprintf(receipt, sizeof receipt, "LVRCPT1:%016llx", (unsigned long long)request);
  rc = put_string(receipt, out_receipt, inout_len);
  if (rc) return rc;
  keep_activation(l);
  return 0;
}

EXPORT lv_status LVFN(set_root_path)(const char *path) {
  FILE *log = log_begin(STR(LVFN(set_root_path)));
  log_str(log, "path", path);
  log_end(log);
  ENTER(STR(LVFN(set_root_path)));
  if (!given(path)) {
    root_path[0] = 0;
    return 0;
  }
  struct stat st;
  if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) return E_PARAM;
  snprintf(root_path, sizeof root_path, "%s", path);
  return 0;
}

EXPORT lv_status LVFN(get_version)(char *out_version, uint32_t *inout_len) {
  FILE *log = log_begin(STR(LVFN(get_version)));
  log_u32(log, "bufferSize", inout_len ? *inout_len : 0);
  log_end(log);
  ENTER(STR(LVFN(get_version)));
  return put_string("licensevendor-double 1.4.2", out_version, inout_len);
}

static uint32_t feature_state(session_t *s, uint32_t id, feature_t **out) {
  feature_t *ft = find_feature(s->license, id);
  if (!ft) return E_FEATURE_NOT_FOUND;
  uint32_t rc = license_state(s->license);
  if (rc) return rc;
  if (ft->expired) return E_FEATURE_EXPIRED;
  if (out) *out = ft;
  return 0;
}

EXPORT lv_status LVFN(test_feature)(lv_handle handle, uint32_t feature_id) {
  FILE *log = log_begin(STR(LVFN(test_feature)));
  log_ptr(log, "handle", handle);
  log_u32(log, "featureId", feature_id);
  log_end(log);
  ENTER(STR(LVFN(test_feature)));
  SESSION(s, handle);
  return feature_state(s, feature_id, NULL);
}

EXPORT lv_status LVFN(read_feature)(lv_handle handle, uint32_t feature_id, uint32_t *out_value) {
  FILE *log = log_begin(STR(LVFN(read_feature)));
  log_ptr(log, "handle", handle);
  log_u32(log, "featureId", feature_id);
  log_end(log);
  ENTER(STR(LVFN(read_feature)));
  SESSION(s, handle);
  if (!out_value) return E_PARAM;
  feature_t *ft = NULL;
  uint32_t rc = feature_state(s, feature_id, &ft);
  if (rc) return rc;
  *out_value = ft->value;
  return 0;
}

EXPORT lv_status LVFN(feature_id_by_name)(lv_handle handle, const char *name, uint32_t *out_feature_id) {
  FILE *log = log_begin(STR(LVFN(feature_id_by_name)));
  log_ptr(log, "handle", handle);
  log_str(log, "name", name);
  log_end(log);
  ENTER(STR(LVFN(feature_id_by_name)));
  SESSION(s, handle);
  if (!given(name) || !out_feature_id) return E_PARAM;
  for (int i = 0; i < s->license->feature_count; i++)
    if (strcmp(s->license->features[i].name, name) == 0) {
      *out_feature_id = s->license->features[i].id;
      return 0;
    }
  return E_FEATURE_NOT_FOUND;
}

static void append(char *buf, size_t size, const char *fmt, ...) {
  size_t used = strlen(buf);
  if (used >= size) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf + used, size - used, fmt, ap);
  va_end(ap);
}

static void features_json(char *buf, size_t size, const license_t *l) {
  append(buf, size, "[");
  for (int i = 0; i < l->feature_count; i++) {
    const feature_t *ft = &l->features[i];
    append(buf, size, "%s{\"id\":%u,\"name\":\"%s\",\"endDate\":", i ? "," : "", ft->id, ft->name);
    if (ft->end[0]) append(buf, size, "\"%s\"}", ft->end);
    else append(buf, size, "null}");
  }
  append(buf, size, "]");
}

EXPORT lv_status LVFN(get_session_info)(lv_handle handle, char *out_json, uint32_t *inout_len) {
  FILE *log = log_begin(STR(LVFN(get_session_info)));
  log_ptr(log, "handle", handle);
  log_u32(log, "bufferSize", inout_len ? *inout_len : 0);
  log_end(log);
  ENTER(STR(LVFN(get_session_info)));
  SESSION(s, handle);
  static char json[65536];
  json[0] = 0;
  char now[40];
  time_t t = time(NULL);
  strftime(now, sizeof now, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
  append(json, sizeof json, "{\"sn\":\"%s\",\"serverAddress\":\"%s\",\"serverTime\":\"%s\",\"endDate\":", s->license->sn, s->server, now);
  if (s->license->end[0]) append(json, sizeof json, "\"%s\"", s->license->end);
  else append(json, sizeof json, "null");
  append(json, sizeof json, ",\"maxOfflineMinutes\":null,\"features\":");
  features_json(json, sizeof json, s->license);
  append(json, sizeof json, "}");
  return put_string(json, out_json, inout_len);
}

EXPORT lv_status LVFN(get_info)(const uint8_t *app_data, uint32_t app_data_len, char *out_json, uint32_t *inout_len) {
  FILE *log = log_begin(STR(LVFN(get_info)));
  log_app(log, app_data, app_data_len);
  log_u32(log, "bufferSize", inout_len ? *inout_len : 0);
  log_end(log);
  ENTER(STR(LVFN(get_info)));
  uint32_t rc = check_app(app_data, app_data_len);
  if (rc) return rc;
  static char json[65536];
  snprintf(json, sizeof json, "{\"localSns\":[");
  int first = 1;
  for (int i = 0; i < license_count; i++) {
    if (!(licenses[i].at & AT_LOCAL) || licenses[i].pending) continue;
    append(json, sizeof json, "%s{\"sn\":\"%s\",\"features\":", first ? "" : ",", licenses[i].sn);
    features_json(json, sizeof json, &licenses[i]);
    append(json, sizeof json, "}");
    first = 0;
  }
  append(json, sizeof json, "],\"lastUpdateError\":null}");
  return put_string(json, out_json, inout_len);
}
