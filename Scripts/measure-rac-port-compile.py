#!/usr/bin/env python3
"""Ports whole apps with rac-port --verify and reports how much of the Swift compiles unedited.

usage: Scripts/measure-rac-port-compile.py APPS_FOLDER [--tool PATH] [--judge REGEX] [--modules DIR] [--keep DIR] [--list]

Each subfolder of APPS_FOLDER is one app: it is translated as a project (`rac-port --verify APP -o OUT`), so the
symbol table holds every class of the app. The files judged are the outputs whose name matches --judge (default:
view models, services, clients, stores and API classes). For each judged file: the type-check errors swiftc
reports in it. An error counts as 'needs a stub' when it names a type or value that no input of the app declares
(a third-party library, UIKit): the port cannot know it. Every other error is a hand edit the translation caused.
Printed: judged files, files with no error, files whose only errors need stubs, hand edits per 100 generated
lines, and the hand edits by kind. Also counted as needing a stub: 'no member' errors on, and super calls in, an
app class whose superclass the app does not declare (a dependency's class: its members are unknown to the port),
a prefixed member (`mj_objectWithKeyValues`) of an app class, or (`linq_select`, not `rac_`) of a Swift array or
dictionary, that no input declares (a dependency's category),
a nil or closure argument Swift finds no type for because the call around it is a member that neither the app
nor RACLegacy declares (or a member of a class the app does not declare), a key path to a property whose type Swift reported missing (a dependency's type), and
an override (or its absence) in a class whose superclass a dependency declares, and a wrong-arguments error of a
call (a missing or extra argument, or nil where the overload Swift chose takes none) whose name and labels match no
selector the app declares while its name does (a dependency's overload of an
app method's name: `requestWithMethod:path:parameters:` of AFNetworking beside the app's four-part one), or an
initializer with arguments of an app class that Swift knows only `init()` of, whose superclass a dependency declares,
and a nil or closure argument of a call to an app method whose Swift signature names a type Swift reported missing
(a dependency's block parameter type: Swift cannot type the method until the type is given).
--list prints every hand edit.
Nothing of the apps is written outside a temporary folder, unless --keep names a folder: then each app's Swift
and its tool log (APP.log) go there, to read the errors in place.
"""
import os, re, subprocess, sys, tempfile
from collections import Counter

def declared_names(app):
    names = set()
    # A category (`@interface OCTUser (Persistence)`) extends a class declared elsewhere: it declares no name.
    pattern = re.compile(r'@(?:interface|protocol|implementation)\s+(\w+)\b(?!\s*\()|typedef\s+NS_(?:ENUM|OPTIONS)\s*\(\s*\w+\s*,\s*(\w+)'
                         r'|^\s*(?:static|extern|FOUNDATION_EXPORT)?[\w\s\*]*?\b(\w+)\s*=\s*@"', re.M)
    for text in sources(app):
        for m in pattern.finditer(text):
            names.update(n for n in m.groups() if n)
        names.update(re.findall(r'^\s*(\w+)\s*(?:=[^,}]*)?,?\s*$', text, re.M))  # enum cases
    return names

SKIPPED = {'Pods', 'Carthage', 'build', 'DerivedData', 'node_modules'}  # what rac-port skips in a folder

def sources(app):
    for d, folders, files in os.walk(app, followlinks=True):
        folders[:] = [f for f in folders if f not in SKIPPED and not f.startswith('.')]
        for f in files:
            if f.endswith(('.h', '.m')):
                yield open(os.path.join(d, f), encoding='utf-8', errors='replace').read()

def superclasses(app):
    """`@interface X : Y` of the app's own files: class → superclass."""
    found = {}
    for text in sources(app):
        for m in re.finditer(r'@interface\s+(\w+)\s*:\s*(\w+)', text):
            found[m.group(1)] = m.group(2)
    return found

def inherits_from_outside(cls, supers, declared):
    """True when a superclass of `cls` is neither declared by the app nor Foundation's: its members are unknown."""
    seen = set()
    while cls in supers and cls not in seen:
        seen.add(cls)
        cls = supers[cls]
        if cls not in declared and cls not in ('NSObject', 'NSProxy'):
            return True
    return False

def app_members(app):
    """Selector pieces and property names the app's own files declare: the members the port can know."""
    names = set()
    for text in sources(app):
        for m in re.finditer(r'^\s*[-+]\s*\([^)]*\)\s*(\w+)', text, re.M):
            names.add(m.group(1))
        for m in re.finditer(r'@property\s*(?:\([^)]*\))?[^;]*?\b(\w+)\s*;', text):
            names.add(m.group(1))
    return names

def app_selectors(app):
    """The selectors the app's own files declare, as tuples of their pieces (`('requestWithMethod', 'path')`)."""
    found = set()
    for text in sources(app):
        for m in re.finditer(r'^\s*[-+]\s*\(', text, re.M):
            i, depth = m.end(), 1
            while i < len(text) and depth:  # skip the return type, blocks' parentheses included
                depth += {'(': 1, ')': -1}.get(text[i], 0)
                i += 1
            end = min([k for k in (text.find('{', i), text.find(';', i)) if k >= 0] or [len(text)])
            rest, flat, depth = text[i:end], '', 0
            for c in rest:  # the parameter types in parentheses go
                depth += {'(': 1, ')': -1}.get(c, 0)
                if depth == 0 and c not in '()':
                    flat += c
            pieces = re.findall(r'(\w+)\s*:', flat)
            head = re.match(r'\s*(\w+)', flat)
            found.add(tuple(pieces) if pieces else ((head.group(1),) if head else ()))
    return found

def undeclared_call(text, line, column, selectors):
    """For a wrong-arguments error: the call around the position (`name(a, b: c)`), when no selector the app
    declares has its name and labels (the call is a dependency's overload of an app method's name), else None."""
    lines = text.split('\n')
    if line < 1 or line > len(lines):
        return None
    offset = sum(len(l) + 1 for l in lines[:line - 1]) + column - 1
    start, depth = None, 0
    for i in range(min(offset, len(text) - 1), -1, -1):
        c = text[i]
        if c in ')]}' and i != offset:
            depth += 1
        elif c in '([{':
            if depth == 0 and c == '(':
                start = i
                break
            depth = max(depth - 1, 0)
    if start is None:
        return None
    name = re.search(r'(\w+)\s*$', text[:start])
    if not name:
        return None
    labels, depth, token = [], 0, ''
    for c in text[start + 1:]:
        if c in '([{':
            depth += 1
        elif c in ')]}':
            if depth == 0:
                break
            depth -= 1
        if depth == 0:
            token += c
    labels = re.findall(r'(?:^|,)\s*(\w+)\s*:(?!:)', token)
    if any(len(s) == len(labels) + 1 and s[0] == name.group(1) and list(s[1:]) == labels for s in selectors):
        return None
    return name.group(1)

ARGUMENT_ERRORS = re.compile(r"missing argument for parameter|extra argument|argument passed to call that takes no arguments|"
                             r"'nil' is not compatible with expected argument type")

def library_names():
    """Identifiers RACLegacy's sources and rac-port's Foundation table use: a callee named there may be RACLegacy's
    or Foundation's, so its errors stay counted."""
    sources_root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Sources')
    names = set()
    for d, _, files in list(os.walk(os.path.join(sources_root, 'RACLegacy'))) + [
            (os.path.join(sources_root, 'RACPort', 'Knowledge'), None, ['FoundationAPI.swift'])]:
        for f in files:
            if f.endswith('.swift'):
                names.update(re.findall(r'\w+', open(os.path.join(d, f), encoding='utf-8').read()))
    return names

OVERRIDE_ERRORS = re.compile(r"does not override any method from its superclass|does not override a designated "
                             r"initializer|must call a designated initializer of the superclass|overriding declaration "
                             r"requires an 'override' keyword")

KEY_PATH_ERRORS = re.compile(r"KeyPath<|generic parameter 'Value' could not be inferred")

CONTEXT_ERRORS = re.compile(r"'nil' requires a contextual type|cannot infer type of closure parameter|"
                            r"generic parameter '\w+' could not be inferred|failed to produce diagnostic")

def call_chain(before):
    """The member chain that `before` ends with (`a.b(x, f(y)).c?.d`, argument lists skipped whole): its root name
    (or None) and its member names in order."""
    i, names = len(before.rstrip()), []
    text = before[:i]
    if text.endswith(')'):  # the call's own arguments before a trailing closure
        i = skip_back(text, i - 1)
    while True:
        while i > 0 and text[i - 1] in '?!':
            i -= 1
        j = i
        while j > 0 and (text[j - 1].isalnum() or text[j - 1] == '_'):
            j -= 1
        if j == i:
            return None, names
        name = text[j:i]
        if j > 0 and text[j - 1] == '.':
            names.insert(0, name)
            i = j - 1
            if i > 0 and text[i - 1] == ')':
                i = skip_back(text, i - 1)
            continue
        return name, names

def skip_back(text, close):
    """The index of the `(` matching the `)` at `close`."""
    depth = 0
    for k in range(close, -1, -1):
        depth += {')': 1, '(': -1}.get(text[k], 0)
        if depth == 0:
            return k
    return 0

def enclosing_call(text, line, column):
    """The call around a place in `text` (`a.b.c(` or a trailing `c {`): its chain's root and member names."""
    lines = text.split('\n')
    if line < 1 or line > len(lines):
        return None, []
    offset = sum(len(l) + 1 for l in lines[:line - 1]) + column - 1
    depth = 0
    for i in range(min(offset, len(text)) - 1, -1, -1):
        c = text[i]
        if c in ')]}':
            depth += 1
        elif c in '([{':
            if depth == 0:
                before = text[:i]
                if c == '[' or (c == '{' and (not re.search(r'\w\s*\)?\s*$', before)
                                              or re.search(r'\b(else|do|defer|repeat)\s*$', before))):
                    continue  # a literal, or a statement's braces (`guard let self else { return nil }`)
                return call_chain(before)
            depth -= 1
    return None, []

def unresolved_callee(text, line, column, members, library, declared=frozenset()):
    """For an error Swift gives when it has no type for an argument (nil, a closure): the first member of the call
    around it, after a dot, that neither the app nor RACLegacy nor Foundation's spellings declare (a dependency's
    member, unknown to the port, so the argument has no context until the dependency's declaration is given), else
    None."""
    root, names = enclosing_call(text, line, column)
    if not names:
        return None
    if root and root[0].isupper() and root not in declared and root not in library:
        return root  # a dependency's class (`YYCache.sharedCache().setObject(…)`): all its members are
    for name in names:
        if name not in members and name not in library:
            return name
    return None

def signature_with_missing_type(names, outputs, missing):
    """The first of `names` that an app's Swift declares as a method whose signature names a type Swift reported
    missing (a dependency's: `success: ((AFHTTPRequestOperation, Any?) -> Void)!`): until that type is given, Swift
    cannot type the method, so nil or a closure passed to it has no context."""
    for name in names:
        for text in outputs:
            for m in re.finditer(r'func ' + re.escape(name) + r'\(([^\n]*)', text):
                if set(re.findall(r'\w+', m.group(1))) & missing:
                    return name
    return None

def needs_stub(message, declared, supers, members=frozenset()):
    """An error the port cannot avoid without the app's dependencies: a name they declare, a member or super call
    of an app class whose superclass comes from them (the member may be inherited), a prefixed member (`mj_x`) of
    an app class that no input declares (a dependency's category on NSObject), or an argument without context
    because the call is a member none of the inputs declares."""
    if message.startswith(('argument of ', 'key path to ', 'override in a class')):
        return True
    m = re.match(r"cannot find (?:type )?'(\w+)' in scope", message)
    if m:
        return m.group(1) not in declared
    m = re.match(r"(?:value of )?type '(\w+)(?:\?|\.Type)?' has no member '([a-z]+_\w+)'", message)
    if m and m.group(1) in declared and m.group(2) not in members:
        return True  # a prefixed category member (`mj_`, `yy_`) of a dependency's category on NSObject
    m = re.match(r"(?:value of )?type '([^']+)' has no member '((?!rac_)[a-z]+_\w+)'", message)
    if m and not m.group(1)[:1].isupper() and m.group(2) not in members:
        return True  # a prefixed member (`linq_select`) on a Swift collection: a dependency's category on NSArray
    m = re.match(r"(?:value of )?type '(\w+)(?:\?|\.Type)?' has no member", message) \
        or re.match(r"'super' cannot be used in class '(\w+)'", message)
    return bool(m) and inherits_from_outside(m.group(1), supers, declared)

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
    library = library_names()
    listing = '--list' in args
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
        supers = superclasses(path)
        members = app_members(path)
        selectors = app_selectors(path)
        errors, columns = {}, {}
        for line in run.stderr.splitlines():
            m = re.search(r'error: (.*) \(Swift: ([^:]+\.swift):(\d+):(\d+)\)$', line)
            if m:
                message, swift, row, column = m.group(1), m.group(2), int(m.group(3)), int(m.group(4))
            else:
                m = re.search(r'^([^:]+\.swift):(\d+):(\d+): error: (.*)$', line)
                if not m:
                    continue
                message, swift, row, column = m.group(4), m.group(1), int(m.group(2)), int(m.group(3))
            name = os.path.basename(swift)
            if CONTEXT_ERRORS.search(message) and os.path.exists(os.path.join(out, name)):
                callee = unresolved_callee(open(os.path.join(out, name), encoding='utf-8').read(), row, column,
                                           members, library, declared)
                if callee:
                    message = f"argument of '{callee}', a member no input declares: {message}"
            cls = name[:-len('.swift')].split('+')[0]
            if ARGUMENT_ERRORS.search(message) and os.path.exists(os.path.join(out, name)):
                callee = undeclared_call(open(os.path.join(out, name), encoding='utf-8').read(), row, column, selectors)
                if callee and callee in members:
                    message = f"argument of '{callee}', a member no input declares: {message}"
                # `X(a: …)` or `self.init(a: …)` where Swift knows only init(): an initializer the class inherits
                # from a dependency's superclass.
                owner = cls if callee == 'init' else callee
                if callee and 'takes no arguments' in message and inherits_from_outside(owner, supers, declared):
                    message = f"argument of '{callee}', a dependency's initializer: {message}"
            if CONTEXT_ERRORS.search(message) and os.path.exists(os.path.join(out, name)):
                # nil or a closure passed to such an initializer has no type either.
                callee = undeclared_call(open(os.path.join(out, name), encoding='utf-8').read(), row, column, selectors)
                if callee and callee[0].isupper() and inherits_from_outside(callee, supers, declared):
                    message = f"argument of '{callee}', a dependency's initializer: {message}"
            if OVERRIDE_ERRORS.search(message) and inherits_from_outside(cls, supers, declared):
                message = f"override in a class whose superclass a dependency declares: {message}"
            errors.setdefault(name, []).append((row, message))
            columns[(name, row, message)] = column
        # A key path to a property whose type is a dependency's (Swift reported that type missing): the path's
        # Value cannot be inferred until the dependency's declaration is given.
        missing = {m.group(1) for messages in errors.values() for _, message in messages
                   for m in [re.match(r"cannot find type '(\w+)' in scope", message)] if m and m.group(1) not in declared}
        outputs = [open(os.path.join(out, f), encoding='utf-8').read() for f in os.listdir(out) if f.endswith('.swift')]
        for name, messages in errors.items():
            path = os.path.join(out, name)
            if not os.path.exists(path):
                continue
            text = open(path, encoding='utf-8').read()
            rows = text.split('\n')
            for k, (row, message) in enumerate(messages):
                if CONTEXT_ERRORS.search(message) and not message.startswith('argument of '):
                    column = columns.get((name, row, message), 1)
                    callee = signature_with_missing_type(enclosing_call(text, row, column)[1], outputs, missing)
                    if callee:
                        messages[k] = (row, f"argument of '{callee}', whose declaration names a dependency's type: {message}")
                        continue
                if not KEY_PATH_ERRORS.search(message) or not 0 < row <= len(rows):
                    continue
                for key in re.findall(r'\\\.(\w+)', rows[row - 1]):
                    declared_type = re.search(r'\bvar ' + key + r': ([^=\n]+)', text)
                    if declared_type and set(re.findall(r'\w+', declared_type.group(1))) & missing:
                        messages[k] = (row, f"key path to '{key}', whose type a dependency declares: {message}")
                        break
        for name in sorted(os.listdir(out)):
            if not judge.search(name):
                continue
            judged += 1
            apps_used.add(app)
            text = open(os.path.join(out, name), encoding='utf-8').read()
            lines += text.count('\n') + 1
            own = [(row, message) for row, message in errors.get(name, []) if not needs_stub(message, declared, supers, members)]
            if not errors.get(name):
                clean += 1
            elif not own:
                stub_only += 1
            edits += len(own)
            for row, message in own:
                if listing:
                    print(f'{app} {name} {row} {message}')
                kinds[re.sub(r"'[^']*'", "'…'", message)] += 1
    print(f'apps: {len(apps_used)}; judged files: {judged} ({lines} generated lines)')
    print(f'compile unedited: {clean} of {judged} ({100.0 * clean / max(judged, 1):.0f}%); '
          f'only stubs for outside names missing: {stub_only} more ({100.0 * (clean + stub_only) / max(judged, 1):.0f}% together)')
    print(f'hand edits the translation caused: {edits} ({100.0 * edits / max(lines, 1):.1f} per 100 generated lines)')
    for kind, count in kinds.most_common(40):
        print(f'  {count:5d} × {kind}')

if __name__ == '__main__':
    main()
