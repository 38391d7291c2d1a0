package org.othellier.hw.serial;

import com.fazecast.jSerialComm.SerialPort;
import com.fazecast.jSerialComm.SerialPortInvalidPortException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/** A serial port through jSerialComm: 8 data bits, no parity, one stop bit. */
final class JSerialCommPort implements Port {

    /** A read returns as soon as a byte is there, or after this long with nothing. */
    static final int READ_TIMEOUT_MS = 20;
    private static final int WRITE_TIMEOUT_MS = 500;

    private final SerialPort port;
    private final String name;

    private JSerialCommPort(SerialPort port, String name) {
        this.port = port;
        this.name = name;
    }

    /** Opens a port by path; a new port object each time, as a symbolic link's target may have changed. */
    static JSerialCommPort open(String path, int baud) throws IOException {
        SerialPort port;
        try {
            port = SerialPort.getCommPort(path);
        } catch (SerialPortInvalidPortException e) {
            throw new IOException(path + ": no such serial port (" + e.getMessage() + ")");
        }
        port.setComPortParameters(baud, 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING | SerialPort.TIMEOUT_WRITE_BLOCKING,
                READ_TIMEOUT_MS, WRITE_TIMEOUT_MS);
        if (!port.openPort()) {
            throw new IOException("cannot open " + path + " (error " + port.getLastErrorCode()
                    + "; is it there, and may this user read and write it?)");
        }
        port.flushIOBuffers(); // bytes from before this connection are of no use
        return new JSerialCommPort(port, path);
    }

    /** Port paths whose USB vendor id (and product id, unless -1) match, in a stable order. */
    static List<String> findByUsbId(int vendorId, int productId) {
        List<String> found = new ArrayList<>();
        SerialPort[] ports = SerialPort.getCommPorts();
        Arrays.sort(ports, Comparator.comparing(SerialPort::getSystemPortPath));
        for (SerialPort p : ports) {
            if (p.getVendorID() == vendorId && (productId < 0 || p.getProductID() == productId)) {
                found.add(p.getSystemPortPath());
            }
        }
        return found;
    }

    /** Every port the system lists, with its USB id, for an error message. */
    static String listPorts() {
        StringBuilder sb = new StringBuilder();
        for (SerialPort p : SerialPort.getCommPorts()) {
            sb.append(sb.isEmpty() ? "" : ", ").append(p.getSystemPortPath());
            if (p.getVendorID() >= 0) {
                sb.append(String.format(" (%04x:%04x)", p.getVendorID(), p.getProductID()));
            }
        }
        return sb.isEmpty() ? "none" : sb.toString();
    }

    @Override
    public int read(byte[] buffer) throws IOException {
        int n = port.readBytes(buffer, buffer.length);
        if (n < 0) {
            throw new IOException(name + " is gone (unplugged?)");
        }
        return n;
    }

    @Override
    public void write(byte[] data) throws IOException {
        int n = port.writeBytes(data, data.length);
        if (n != data.length) {
            throw new IOException("writing to " + name + " failed (" + n + " of " + data.length + " bytes)");
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void close() {
        port.closePort();
    }
}
