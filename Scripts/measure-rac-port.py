#!/usr/bin/env python3
"""Runs rac-port over a folder of real RAC 2 Objective-C and reports what a new user would see.

usage: Scripts/measure-rac-port.py FOLDER [--tool PATH]

Every .h/.m below FOLDER is translated on its own (`rac-port --check FILE`), then each first-level subfolder
(one app per folder) is translated as a project (`rac-port --check SUBFOLDER`). Printed: units, files that
parsed (exit 0 or 1), files that stopped (exit 2, with the message), statements translated, constructs flagged
by reason (numbers and quoted tokens folded so that like reasons group), and the constructs the parser could
not read ('not parsed'), by cause. The folder is the developer's: nothing of it is written anywhere.
"""
import os, re, subprocess, sys
from collections import Counter

def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    folder = args[0]
    tool = args[args.index('--tool') + 1] if '--tool' in args else '.build/release/rac-port'
    if not os.path.exists(tool):
        subprocess.run(['swift', 'build', '-c', 'release', '--product', 'rac-port'], check=True)
    files = sorted(os.path.join(d, f) for d, _, names in os.walk(folder, followlinks=True) for f in names if f.endswith(('.h', '.m')))
    stopped, statements, flags, not_parsed = [], 0, Counter(), Counter()
    for path in files:
        run = subprocess.run([tool, '--check', path], capture_output=True, text=True, timeout=60)
        if run.returncode >= 2:
            stopped.append((path, run.stderr.splitlines()[0] if run.stderr else f'exit {run.returncode}'))
        m = re.search(r'rac-port: (\d+) statements translated', run.stderr)
        statements += int(m.group(1)) if m else 0
        for count, reason in re.findall(r'^  (\d+) × (.*)$', run.stderr, re.M):
            folded = re.sub(r"'[^']*'", "'…'", reason)
            if folded.startswith('not parsed'):
                not_parsed[folded] += int(count)
                folded = 'not parsed'
            flags[re.sub(r'\b\d+\b', 'N', folded)] += int(count)
    print(f'units: {len(files)} files ({sum(f.endswith(".m") for f in files)} .m, '
          f'{sum(f.endswith(".h") for f in files)} .h)')
    print(f'parsed: {len(files) - len(stopped)} of {len(files)} '
          f'({100.0 * (len(files) - len(stopped)) / max(len(files), 1):.1f}%); stopped (exit 2): {len(stopped)}')
    for path, message in stopped:
        print(f'  stopped: {message}')
    print(f'statements translated: {statements}; constructs flagged: {sum(flags.values())}')
    for reason, count in flags.most_common():
        print(f'  {count:6d} × {reason}')
    print(f'not parsed, by cause: {sum(not_parsed.values())}')
    for reason, count in not_parsed.most_common():
        print(f'  {count:6d} × {reason}')
    projects = [os.path.join(folder, d) for d in sorted(os.listdir(folder)) if os.path.isdir(os.path.join(folder, d))]
    codes = Counter()
    for project in projects:
        run = subprocess.run([tool, '--check', project], capture_output=True, text=True, timeout=600)
        codes[run.returncode] += 1
    print(f'projects as folders: {len(projects)}; exit codes: {dict(sorted(codes.items()))}')

if __name__ == '__main__':
    main()
