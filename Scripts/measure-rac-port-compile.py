#!/usr/bin/env python3
"""Ports whole apps with rac-port --verify and reports how much of the Swift compiles unedited.

usage: Scripts/measure-rac-port-compile.py APPS_FOLDER [--tool PATH] [--judge REGEX] [--modules DIR] [--keep DIR]

Each subfolder of APPS_FOLDER is one app: it is translated as a project (`rac-port --verify APP -o OUT`), so the
symbol table holds every class of the app. The files judged are the outputs whose name matches --judge (default:
view models, services, clients, stores and API classes). For each judged file: the type-check errors swiftc
reports in it. An error counts as 'needs a stub' when it names a type or value that no input of the app declares
(a third-party library, UIKit): the port cannot know it. Every other error is a hand edit the translation caused.
Printed: judged files, files with no error, files whose only errors need stubs, hand edits per 100 generated
lines, and the hand edits by kind. Nothing of the apps is written outside a temporary folder, unless --keep names a
folder: then each app's Swift and its tool log (APP.log) go there, to read the errors in place.
"""
import os, re, subprocess, sys, tempfile
from collections import Counter

def declared_names(app):
    names = set()
    # A category (`@interface OCTUser (Persistence)`) extends a class declared elsewhere: it declares no name.
    pattern = re.compile(r'@(?:interface|protocol|implementation)\s+(\w+)\b(?!\s*\()|typedef\s+NS_(?:ENUM|OPTIONS)\s*\(\s*\w+\s*,\s*(\w+)'
                         r'|^\s*(?:static|extern|FOUNDATION_EXPORT)?[\w\s\*]*?\b(\w+)\s*=\s*@"', re.M)
    for d, _, files in os.walk(app, followlinks=True):
        for f in files:
            if f.endswith(('.h', '.m')):
                text = open(os.path.join(d, f), encoding='utf-8', errors='replace').read()
                for m in pattern.finditer(text):
                    names.update(n for n in m.groups() if n)
                names.update(re.findall(r'^\s*(\w+)\s*(?:=[^,}]*)?,?\s*$', text, re.M))  # enum cases
    return names

def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    apps_folder = args[0]
    tool = args[args.index('--tool') + 1] if '--tool' in args else '.build/debug/rac-port'
    judge = re.compile(args[args.index('--judge') + 1] if '--judge' in args
                       else r'(ViewModel|Service|Client|Store|API|Api)[A-Za-z+]*\.swift$')
    extra = ['--modules', args[args.index('--modules') + 1]] if '--modules' in args else []
    keep = args[args.index('--keep') + 1] if '--keep' in args else None
    judged, clean, stub_only, lines, edits = 0, 0, 0, 0, 0
    kinds, apps_used = Counter(), set()
    for app in sorted(os.listdir(apps_folder)):
        path = os.path.join(apps_folder, app)
        if not os.path.isdir(path):
            continue
        out = os.path.join(keep, app) if keep else tempfile.mkdtemp(prefix='rac-port-measure-')
        os.makedirs(out, exist_ok=True)
        run = subprocess.run([tool, '--verify', '--force', path + '/', '-o', out] + extra, capture_output=True, text=True)
        if keep:
            open(os.path.join(keep, app + '.log'), 'w').write(run.stderr)
        declared = declared_names(path)
        errors = {}
        for line in run.stderr.splitlines():
            m = re.search(r'error: (.*) \(Swift: ([^:]+\.swift):\d+:\d+\)$', line) or \
                re.search(r'^([^:]+\.swift):\d+:\d+: error: (.*)$', line)
            if not m:
                continue
            message, swift = (m.group(1), m.group(2)) if '(Swift:' in line else (m.group(2), m.group(1))
            errors.setdefault(os.path.basename(swift), []).append(message)
        for name in sorted(os.listdir(out)):
            if not judge.search(name):
                continue
            judged += 1
            apps_used.add(app)
            text = open(os.path.join(out, name), encoding='utf-8').read()
            lines += text.count('\n') + 1
            own = []
            for message in errors.get(name, []):
                m = re.match(r"cannot find (?:type )?'(\w+)' in scope", message)
                if m and m.group(1) not in declared:
                    continue  # needs a stub for something the app imports
                own.append(message)
            if not errors.get(name):
                clean += 1
            elif not own:
                stub_only += 1
            edits += len(own)
            for message in own:
                kinds[re.sub(r"'[^']*'", "'…'", message)] += 1
    print(f'apps: {len(apps_used)}; judged files: {judged} ({lines} generated lines)')
    print(f'compile unedited: {clean} of {judged} ({100.0 * clean / max(judged, 1):.0f}%); '
          f'only stubs for outside names missing: {stub_only} more ({100.0 * (clean + stub_only) / max(judged, 1):.0f}% together)')
    print(f'hand edits the translation caused: {edits} ({100.0 * edits / max(lines, 1):.1f} per 100 generated lines)')
    for kind, count in kinds.most_common(40):
        print(f'  {count:5d} × {kind}')

if __name__ == '__main__':
    main()
