#include "HeapStats.h"
#if defined(__linux__)
#include <malloc.h>

size_t heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

// The executable defines malloc, calloc and realloc, so every library in the process (the Swift runtime
// included) calls these; each forwards to glibc's own entry point, so the allocator itself is unchanged.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static volatile int counting;
static size_t allocations;

static inline void count_one(void) {
    if (__builtin_expect(counting, 0)) __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) { count_one(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { count_one(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { count_one(); return __libc_realloc(pointer, size); }

void heap_count_allocations(int enabled) { counting = enabled; }
size_t heap_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
#else
// Not measured on other platforms: S12 then reports 0 and allocation counts stay 0.
size_t heap_bytes_in_use(void) { return 0; }
void heap_count_allocations(int enabled) { (void)enabled; }
size_t heap_allocation_count(void) { return 0; }
#endif
